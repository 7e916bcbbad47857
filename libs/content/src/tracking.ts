/**
 * The /tracking screen's guidance and the questions on the clinician summary. Facts match the
 * education module 'Tracking Your Symptoms' (tracking-your-symptoms.ts) and share its sources.
 */
export type TrackingGuideItem = { title: string; text: string };
export type TrackingSource = { title: string; publisher: string; url: string };

/** The education module with the full guide (opened with `educationLink({ module })`). */
export const TRACKING_MODULE_ID = 'tracking-your-symptoms';

export const TRACKING_WHY =
  'A short, simple record can show patterns and help you test what works. It also gives your clinician a clear picture in a short visit. NICE says that for women over 45, perimenopause and menopause can most often be diagnosed from symptoms and changes in periods. No blood test is needed. So a clear record is useful.';

export const TRACKING_METHODS: readonly TrackingGuideItem[] = [
  { title: 'Paper', text: 'A notebook or a printed chart by your bed. Quick, private and works for many women.' },
  { title: 'Calendar', text: 'Mark period days and bad nights with simple symbols.' },
  {
    title: 'Renewed',
    text: 'Log hot flashes and sleep or energy check-ins from your dashboard. They are saved under this browser’s anonymous id, only you see them, and you can export or delete them at any time.',
  },
  {
    title: 'Two to three months',
    text: 'Try to track for two to three months. That is usually long enough to see patterns across several cycles.',
  },
];

export const TRACKING_WHAT_TO_TRACK: readonly TrackingGuideItem[] = [
  { title: 'Hot flashes and night sweats', text: 'How many, how strong and roughly how long they last.' },
  { title: 'Sleep', text: 'When you went to bed, how often you woke, and how rested you felt.' },
  { title: 'Mood', text: 'A simple word or rating, such as calm, low, anxious or irritable.' },
  { title: 'Periods', text: 'Start and end dates, how heavy the bleeding was, and any spotting in between.' },
  { title: 'Energy', text: 'A quick score from 1 to 5.' },
  {
    title: 'Triggers and helpers',
    text: 'Possible triggers or helpers, such as alcohol, caffeine, exercise, stress or a new medicine.',
  },
];

/** How strong a hot flash is, in the words researchers often use (the 1-5 scale sits on top of this). */
export const HOT_FLASH_STRENGTH =
  'Mild: you feel warm but do not sweat. Moderate: you feel hot and sweaty but can carry on. Severe: the heat and sweating make you stop what you are doing.';

export const TRACKING_KEEP_IT_LIGHT =
  'Tracking should help you, not become a chore. If it makes you worry or focus on symptoms all day, track less, take a break, or stop once you have what you need.';

/** Questions a visitor may want to ask; general prompts, not advice about any one person. */
export const CLINICIAN_QUESTIONS: readonly string[] = [
  'Could these symptoms be perimenopause, or could something else be causing them?',
  'Which treatments might suit me, with hormones or without, and what are their benefits and risks for me?',
  'Is there anything in this record that you would want to check further?',
  'What changes should make me come back sooner?',
];

export const TRACKING_SOURCES: readonly TrackingSource[] = [
  {
    title: 'Menopause: identification and management (NICE guideline NG23)',
    publisher: 'National Institute for Health and Care Excellence (NICE), UK',
    url: 'https://www.nice.org.uk/guidance/ng23',
  },
  {
    title: 'The Menopause Rating Scale (MRS) scale: a methodological review',
    publisher: 'Heinemann K, et al. Health and Quality of Life Outcomes 2:45 (2004)',
    url: 'https://doi.org/10.1186/1477-7525-2-45',
  },
];
