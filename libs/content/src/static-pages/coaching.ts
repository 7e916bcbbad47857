/**
 * The paid coaching consultation, described honestly. Shown only when the operator names who gives
 * it and their qualifications. Rules: docs/product.md, "Coaching".
 */
export const COACHING_PRICE_DOLLARS = 75;
export const COACHING_SESSION_MINUTES = 60;

export const COACHING_COVERS: readonly string[] = [
  'Talking through what you are going through and what matters most to you right now',
  'Looking at what you have tracked (symptoms, sleep, triggers) and spotting patterns together',
  'Making a small, realistic plan for habits like sleep, movement, food and stress',
  'Preparing questions to take to your doctor or nurse',
  'Finding the parts of our free library that fit your situation',
];

export const COACHING_FOR: readonly string[] = [
  'Women in perimenopause or after menopause who want one-to-one time to make a plan',
  'Anyone who feels stuck and would like support to take the next step',
];

export const COACHING_IS_NOT: readonly string[] = [
  'Medical care: a coach does not diagnose, prescribe, or change your medicines',
  'A replacement for your doctor, nurse, pharmacist or therapist',
  'Crisis support. If you are in danger or think about harming yourself, call your local emergency number now.',
];

export const FREE_FOREVER: readonly string[] = [
  'The education library',
  'Symptom logging and your own tracking page',
  'Practice sessions, Smart Stacks and self-care bingo',
  'Health self-assessments and Ask an Auntie',
];
