/**
 * The universal health assessment: 12 questions (docs/product.md, "Health assessments"), ids and types exactly as the
 * spec lists them. Option values are the answers stored in a submission; radio options are
 * ordered lowest to highest, because the zero-based index is the score (docs/product.md, "Health assessments").
 * The wording lives here too: the questionnaire is one contract shared by the UI and the API.
 */

export type ScoredCategory = 'movement' | 'nutrition' | 'purpose' | 'social' | 'stress';
export const SCORED_CATEGORIES: readonly ScoredCategory[] = ['movement', 'nutrition', 'purpose', 'social', 'stress'];

export type QuestionOption = { value: string; label: string };

type QuestionBase = { id: string; prompt: string; help?: string; category: ScoredCategory | 'perimenopause' };
export type RadioQuestion = QuestionBase & { type: 'radio'; options: readonly QuestionOption[] };
export type CheckboxQuestion = QuestionBase & { type: 'checkbox'; options: readonly QuestionOption[] };
export type ScaleQuestion = QuestionBase & { type: 'scale'; min: 1; max: 10; minLabel: string; maxLabel: string };
export type UniversalQuestion = RadioQuestion | CheckboxQuestion | ScaleQuestion;

export const NO_SYMPTOMS_VALUE = 'none_of_these';

export const UNIVERSAL_QUESTIONS = [
  {
    id: 'movement_daily',
    category: 'movement',
    type: 'radio',
    prompt: 'How much do you move on a typical day?',
    options: [
      { value: 'mostly_sitting', label: 'Mostly sitting, with very little movement' },
      { value: 'light_activity', label: 'Some light activity, like short walks or housework' },
      { value: 'about_30_minutes', label: 'About 30 minutes of moderate activity' },
      { value: 'about_60_minutes', label: 'About an hour of activity, some of it brisk' },
      { value: 'very_active', label: 'Very active: over an hour, including some vigorous activity' },
    ],
  },
  {
    id: 'movement_exercise',
    category: 'movement',
    type: 'checkbox',
    prompt: 'Which kinds of movement do you do in a usual week?',
    help: 'Choose all that apply, or none.',
    options: [
      { value: 'walking', label: 'Walking' },
      { value: 'strength_training', label: 'Strength training (weights, bands, body weight)' },
      { value: 'yoga_pilates', label: 'Yoga or Pilates' },
      { value: 'swimming_cycling', label: 'Swimming or cycling' },
      { value: 'dancing', label: 'Dancing' },
      { value: 'group_classes', label: 'Group fitness classes or sports' },
      { value: 'balance_tai_chi', label: 'Balance work or tai chi' },
      { value: 'stretching', label: 'Stretching or mobility work' },
    ],
  },
  {
    id: 'nutrition_plants',
    category: 'nutrition',
    type: 'radio',
    prompt: 'How many portions of vegetables and fruit do you eat on a typical day?',
    options: [
      { value: 'zero_to_one', label: 'None or one' },
      { value: 'two', label: 'Two' },
      { value: 'three_to_four', label: 'Three or four' },
      { value: 'five_to_six', label: 'Five or six' },
      { value: 'seven_or_more', label: 'Seven or more' },
    ],
  },
  {
    id: 'nutrition_processed',
    category: 'nutrition',
    type: 'radio',
    prompt: 'How often do you eat highly processed foods (packaged snacks, sugary drinks, ready meals, processed meats)?',
    options: [
      { value: 'several_daily', label: 'Several times a day' },
      { value: 'daily', label: 'About once a day' },
      { value: 'few_weekly', label: 'A few times a week' },
      { value: 'weekly', label: 'About once a week' },
      { value: 'rarely', label: 'Rarely or never' },
    ],
  },
  {
    id: 'purpose_meaning',
    category: 'purpose',
    type: 'scale',
    prompt: 'How connected do you feel to a sense of purpose in your life?',
    min: 1,
    max: 10,
    minLabel: 'No sense of purpose',
    maxLabel: 'Deeply connected to my purpose',
  },
  {
    id: 'purpose_morning',
    category: 'purpose',
    type: 'radio',
    prompt: 'When you wake up, how do you usually feel about the day ahead?',
    options: [
      { value: 'dread', label: 'I dread it' },
      { value: 'flat', label: 'Flat or indifferent' },
      { value: 'okay', label: 'It is okay' },
      { value: 'looking_forward', label: 'I look forward to parts of it' },
      { value: 'energised', label: 'Energized and clear about what matters to me' },
    ],
  },
  {
    id: 'social_relationships',
    category: 'social',
    type: 'radio',
    prompt: 'How supported do you feel by the people closest to you?',
    options: [
      { value: 'not_at_all', label: 'Not at all supported' },
      { value: 'a_little', label: 'A little supported' },
      { value: 'somewhat', label: 'Somewhat supported' },
      { value: 'mostly', label: 'Mostly supported' },
      { value: 'fully', label: 'Fully supported' },
    ],
  },
  {
    id: 'social_community',
    category: 'social',
    type: 'radio',
    prompt: 'How often do you take part in a group or community you care about (friends, faith, clubs, volunteering)?',
    options: [
      { value: 'never', label: 'Never' },
      { value: 'few_times_year', label: 'A few times a year' },
      { value: 'monthly', label: 'About once a month' },
      { value: 'weekly', label: 'About once a week' },
      { value: 'several_weekly', label: 'Several times a week' },
    ],
  },
  {
    id: 'stress_management',
    category: 'stress',
    type: 'scale',
    prompt: 'How well do you feel you handle stress at the moment?',
    min: 1,
    max: 10,
    minLabel: 'Overwhelmed constantly',
    maxLabel: 'I handle stress very well',
  },
  {
    id: 'stress_practices',
    category: 'stress',
    type: 'checkbox',
    prompt: 'Which of these do you use to manage stress now?',
    help: 'Choose all that apply, or none.',
    options: [
      { value: 'exercise', label: 'Exercise or movement' },
      { value: 'meditation', label: 'Meditation or mindfulness' },
      { value: 'breathing', label: 'Breathing exercises' },
      { value: 'time_outdoors', label: 'Time outdoors' },
      { value: 'talking', label: 'Talking with friends or family' },
      { value: 'journaling', label: 'Journaling' },
      { value: 'creative', label: 'Creative hobbies' },
      { value: 'counselling', label: 'Therapy or counselling' },
    ],
  },
  {
    id: 'peri_stage',
    category: 'perimenopause',
    type: 'radio',
    prompt: 'Which stage best describes where you are now?',
    help: "Based on your periods, using the STRAW+10 stages explained in the module 'What Is Perimenopause?'.",
    // The values are stored in saved assessments, so they keep their original ids. Each id keeps the
    // meaning its first wording gave it; only the names now follow STRAW+10 (docs/product.md,
    // "Honest claims and results"): 'early_perimenopause' (periods still regular, but changing) is
    // STRAW+10's late reproductive stage, 'mid_perimenopause' (a week or more different) its early
    // menopause transition, 'late_perimenopause' (60 days or more) its late menopause transition.
    options: [
      { value: 'not_sure', label: "I'm not sure" },
      {
        value: 'early_perimenopause',
        label:
          'Periods still regular, but the flow or length is changing a little (late reproductive stage, just before the transition)',
      },
      {
        value: 'mid_perimenopause',
        label: 'The length of my cycle keeps changing by 7 days or more from one cycle to the next (early menopause transition)',
      },
      { value: 'late_perimenopause', label: 'A gap of 60 days or more between some periods (late menopause transition)' },
      { value: 'postmenopause', label: 'No periods for 12 months or more (postmenopause)' },
      { value: 'does_not_apply', label: "This doesn't apply to me" },
    ],
  },
  {
    id: 'peri_symptoms',
    category: 'perimenopause',
    type: 'checkbox',
    prompt: 'Which of these have you noticed in the last three months?',
    help: 'Choose all that apply.',
    options: [
      { value: 'hot_flashes', label: 'Hot flashes' },
      { value: 'night_sweats', label: 'Night sweats' },
      { value: 'sleep_problems', label: 'Trouble sleeping' },
      { value: 'mood_changes', label: 'Mood changes, anxiety or irritability' },
      { value: 'brain_fog', label: 'Brain fog or forgetfulness' },
      { value: 'irregular_periods', label: 'Changes to your periods' },
      { value: 'joint_aches', label: 'Joint or muscle aches' },
      { value: 'low_libido', label: 'Lower sex drive' },
      { value: 'vaginal_dryness', label: 'Vaginal dryness or discomfort' },
      { value: NO_SYMPTOMS_VALUE, label: 'None of these apply to me' },
    ],
  },
] as const satisfies readonly UniversalQuestion[];

export type UniversalQuestionId = (typeof UNIVERSAL_QUESTIONS)[number]['id'];

export function findUniversalQuestion(id: string): UniversalQuestion | undefined {
  return (UNIVERSAL_QUESTIONS as readonly UniversalQuestion[]).find((question) => question.id === id);
}

/** Stage descriptions (docs/product.md, "Health assessments"); any other stage gets the default. */
export const STAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  early_perimenopause:
    'Late reproductive stage: your periods are still fairly regular, with small changes in flow or length. This is the stage just before the menopause transition. Noticing changes now gives you time to learn what helps.',
  mid_perimenopause:
    'Early menopause transition: the length of your cycle keeps changing by 7 days or more, and symptoms can come and go. Tracking patterns makes conversations with a clinician easier.',
  late_perimenopause:
    'Late menopause transition: gaps of 60 days or more between periods, and hot flashes are likely at this stage. Effective help exists, so it is worth asking for it.',
  postmenopause:
    'Postmenopause: a year or more without periods. Some symptoms ease, while bone and heart health deserve more attention from here on.',
};
export const DEFAULT_STAGE_DESCRIPTION = "Every woman's journey is unique and valid.";
