/**
 * The words of the four-week hot flash course, written for Renewed in plain language, in the
 * spirit of the published self-help CBT programme (Hunter and colleagues; MENOS 2). The plan
 * (weeks, steps, worksheet fields) is in @renewed/contracts/hot-flash-course-plan; this file only
 * says what each step shows. Sources are listed in COURSE_SOURCES (docs/measures.md).
 */
export type LessonContent = { paragraphs: readonly string[]; tips?: readonly string[] };

export const LESSONS: Readonly<Record<string, LessonContent>> = {
  'what-happens': {
    paragraphs: [
      'A hot flash is a sudden wave of heat, often in the face, neck and chest. Your skin may go red, you may sweat, and your heart may beat faster. Most last a few minutes. At night they are called night sweats.',
      'They happen because falling estrogen makes the brain’s “thermostat” more touchy. A small rise in body heat can set off a flash: the body tries to cool down fast by sweating and sending blood to the skin.',
      'Flashes are common and they are not dangerous. But they can be tiring, embarrassing and bad for sleep. How much they bother you depends on more than how often they come. What you think and do during a flash matters too. That is what this course is about.',
      'This week, keep a short diary. Each day, note a few flashes: where you were, what went through your mind, and what you did. Patterns are easier to change once you can see them.',
    ],
    tips: [
      'Log flashes on your dashboard as they happen. The course chart shows them week by week.',
      'Notice common triggers: hot drinks, alcohol, spicy food, warm rooms, rushing and stress.',
    ],
  },
  'thoughts-in-a-flash': {
    paragraphs: [
      'During a flash, many women have quick, worried thoughts. “Everyone can see I’m red.” “I can’t cope with this.” “This will never end.” These thoughts are normal. But they can make the flash feel worse and last longer in your mind.',
      'Often other people notice much less than we fear. And a flash always passes, usually within a few minutes.',
      'The skill this week is to notice the thought, then swap it for a calmer one that is also true. For example: “It’s only a flash. It will pass. I can keep going.” Then slow your breathing and carry on with what you were doing.',
    ],
    tips: [
      'Pick one calm phrase you like and use it every time.',
      'If people do notice, a light “just a hot flash” is often all it takes.',
    ],
  },
  stress: {
    paragraphs: [
      'Stress and hot flashes feed each other. When you are tense or rushed, flashes can come more often and feel worse. When flashes come, they can make you feel more stressed.',
      'You can break the loop. Slow breathing helps your body calm down. Short breaks, saying no to some jobs, and asking for help all lower the load.',
      'This week, notice what stresses you most. Choose one small change, like a ten-minute break at lunch, and try it every day.',
    ],
    tips: [
      'Do paced breathing for a few minutes twice a day, not only during a flash.',
      'Regular movement, like a daily walk, helps many women handle stress.',
    ],
  },
  'sleep-and-night-sweats': {
    paragraphs: [
      'Night sweats can wake you up and make it hard to fall back to sleep. Worry about not sleeping can then keep you awake longer.',
      'Keep your bedroom cool. Use layers you can throw off, a fan, and a glass of cold water by the bed. Cut down on alcohol and big meals late in the evening.',
      'If a sweat wakes you, stay calm: cool down, use your calm phrase, and breathe slowly. If you are still awake after about 20 minutes, get up, do something quiet in dim light, and go back to bed when you feel sleepy.',
    ],
    tips: [
      'Keep the same wake-up time every day, even after a bad night.',
      'Avoid checking the clock: it tends to wake the mind up.',
    ],
  },
  'keeping-gains': {
    paragraphs: [
      'Well done for reaching the last week. Look back at your weekly checks. Many women find their flashes bother them less, even if they still come.',
      'Keep the skills that worked for you: paced breathing, calm thoughts, a cool bedroom and managing stress. Setbacks are normal, for example when you are ill or very busy. They do not mean the course failed. Go back to the skills.',
      'Write a short plan: what helped, the signs that you need to use your skills again, and your next steps.',
    ],
  },
};

export const PACED_BREATHING = {
  paragraphs: [
    'Paced breathing means breathing slowly and deeply from your belly, about 6 to 8 breaths a minute. Practice it for a few minutes twice a day, and use it as soon as you feel a flash start.',
    'The Sacred Breathwork sessions on the Practice page have a breathing pacer that shows you when to breathe in and out. “Coherent Breathing” (5 counts in, 5 counts out) is a good place to start.',
  ],
};

export const WORKSHEET_FIELDS: Readonly<Record<string, { label: string; hint: string }>> = {
  situation: { label: 'Where was I and what was I doing?', hint: 'For example: in a work meeting, in bed, cooking.' },
  thoughts: { label: 'What went through my mind?', hint: 'For example: “Everyone can see.”' },
  action: { label: 'What did I do, and did it help?', hint: 'For example: slowed my breathing, opened a window.' },
  thought: { label: 'A worried thought I had during a flash', hint: 'Write it down word for word.' },
  calmer_thought: { label: 'A calmer thought that is also true', hint: 'For example: “It will pass in a few minutes.”' },
  wind_down: {
    label: 'How I will cool down and wind down before bed',
    hint: 'For example: fan on, light layers, no wine after 8.',
  },
  during_sweat: {
    label: 'What I will do when a night sweat wakes me',
    hint: 'For example: throw off the cover, sip cold water, slow breaths.',
  },
  back_to_sleep: { label: 'How I will get back to sleep', hint: 'For example: my calm phrase; get up after 20 minutes awake.' },
  what_helped: { label: 'What helped me most in this course', hint: 'The skills you want to keep.' },
  warning_signs: { label: 'Signs that I need to use my skills again', hint: 'For example: very busy weeks, poor sleep.' },
  next_steps: { label: 'My next steps', hint: 'For example: keep a diary for a week each month; talk to my doctor.' },
};

export const CHECK_TEXT = {
  attribution:
    'These two questions are modeled on the Hot Flush Rating Scale by Myra Hunter and Kate Liao (1995), as used in the MENOS trials. They are not the full scale.',
  problem:
    'In the past week, how much of a problem were your hot flashes and night sweats? (1 = no problem at all, 10 = a very big problem)',
  frequency: 'About how many hot flashes and night sweats did you have in the past week?',
};

export const HONEST_FRAMING = {
  evidence:
    'In trials led by Professor Myra Hunter in London, women who used a four-week CBT course (in a group or as a self-help book) said their hot flashes and night sweats bothered them much less, both after the course and six months later. Night sweats came less often too. The number of daytime hot flashes changed less. So the main gain is in how much flashes affect your life, not always in how many you have.',
  alongside:
    'This course works alongside medical care, not instead of it. You can use it while you take hormone therapy or other treatment, or while you decide. The UK’s national menopause guideline (NICE) lists CBT as one option for hot flashes and night sweats.',
  clinician: [
    'You are under 45 and have hot flashes or changes in your periods: a clinician should check why.',
    'You have fever, weight loss you cannot explain, or night sweats with swollen glands.',
    'You have had breast cancer or another hormone-sensitive cancer (a clinician can help you choose safe treatments).',
    'Your mood is very low, or you have thoughts of harming yourself. In the US, call or text 988 now.',
    'Flashes are so strong that you cannot work or sleep, even after trying the course.',
  ],
};

export const COURSE_SOURCES = [
  {
    title:
      'Ayers B, Smith M, Hellier J, Mann E, Hunter MS. Effectiveness of group and self-help cognitive behavior therapy in reducing problematic menopausal hot flushes and night sweats (MENOS 2). Menopause, 2012',
    url: 'https://doi.org/10.1097/gme.0b013e31823fe835',
  },
  {
    title:
      'Hunter MS, Liao KL-M. A psychological analysis of menopausal hot flushes. British Journal of Clinical Psychology, 1995',
    url: 'https://doi.org/10.1111/j.2044-8260.1995.tb01493.x',
  },
  {
    title:
      'Ayers B, Mann E, Hunter MS. A randomised controlled trial of cognitive-behavioural therapy for women with problematic menopausal hot flushes: MENOS 2 trial protocol. BMJ Open, 2011',
    url: 'https://bmjopen.bmj.com/content/1/1/e000047',
  },
  {
    title:
      'Hunter M, Smith M. Managing Hot Flushes and Night Sweats: a cognitive behavioural self-help guide to the menopause (the book the self-help course is based on)',
    url: 'https://www.routledge.com/search?kw=Managing%20Hot%20Flushes%20and%20Night%20Sweats',
  },
  { title: 'NICE guideline NG23: Menopause (UK)', url: 'https://www.nice.org.uk/guidance/ng23' },
] as const;
