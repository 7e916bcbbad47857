/**
 * Static dashboard content. The daily protocol (3) and symptom pattern (5) rotate by day of the
 * month (docs/product.md, "Daily protocol"); they are general, evidence-informed habits, never prescriptions.
 */
export type DailyProtocol = { id: string; name: string; summary: string; steps: readonly [string, string, string] };

export const DAILY_PROTOCOLS: readonly DailyProtocol[] = [
  {
    id: 'steady-morning',
    name: 'Steady Morning',
    summary: 'Start the day with light, water and a little movement.',
    steps: [
      'Get outside light within an hour of waking',
      'Drink a glass of water before coffee',
      'Take a 10-minute walk or stretch',
    ],
  },
  {
    id: 'cool-and-calm',
    name: 'Cool and Calm',
    summary: 'Small habits that make hot flashes easier to ride out.',
    steps: ['Dress in layers you can take off', 'Keep cold water nearby', 'Note any hot flash and what was happening'],
  },
  {
    id: 'strong-bones',
    name: 'Strong Bones Day',
    summary: 'Feed and load your bones: food first, then movement.',
    steps: [
      'Eat a calcium-rich food (yogurt, tofu set with calcium, greens)',
      'Do two sets of a strength move (squats to a chair, wall press-ups)',
      'Spend a few minutes on balance, like standing on one leg near a wall',
    ],
  },
];

/**
 * The protocol of a calendar day (YYYY-MM-DD): day 1 of the month gets the first, and so on in
 * turn. The dashboard (with the visitor's local date) and the API (which stores the ticks of that
 * day) use this one rule, so a saved tick always belongs to the protocol the visitor saw.
 */
export function dailyProtocolFor(date: string): DailyProtocol {
  const day = Number(date.slice(8, 10));
  if (!Number.isInteger(day) || day < 1 || day > 31) throw new Error(`Not a calendar date: ${date}`);
  return DAILY_PROTOCOLS[(day - 1) % DAILY_PROTOCOLS.length]!;
}

/** A Date's calendar day in the time zone it is read in (the browser's), as YYYY-MM-DD. */
export function localDateKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type SymptomPattern = { id: string; title: string; insight: string };

export const SYMPTOM_PATTERNS: readonly SymptomPattern[] = [
  {
    id: 'evening-heat',
    title: 'Evening heat',
    insight: 'Many women notice more hot flashes in the evening and at night. Logging the time helps you see your own rhythm.',
  },
  {
    id: 'stress-link',
    title: 'Stress and flashes',
    insight:
      'Stressful moments often come just before a hot flash. Noting what was happening can reveal a pattern worth discussing with your clinician.',
  },
  {
    id: 'sleep-chain',
    title: 'Sleep and mood',
    insight:
      'A broken night can make the next day feel harder. Tracking sleep alongside mood shows how closely they travel together for you.',
  },
  {
    id: 'drink-triggers',
    title: 'Drinks as triggers',
    insight:
      'Alcohol, caffeine and hot drinks are common personal triggers, but not for everyone. A two-week note of what you drank can tell you if they matter for you.',
  },
  {
    id: 'cycle-shifts',
    title: 'Changing cycles',
    insight:
      'In perimenopause, symptoms often come and go as your cycle changes. Note your periods next to your symptoms. Then patterns are easier to spot.',
  },
];

export const TODAYS_FOCUS: readonly string[] = [
  'Drink water steadily through the day',
  'Move for at least 20 minutes, any way you enjoy',
  'Take three slow breaths before a stressful moment',
  'Wind down without screens for 30 minutes before bed',
];

/** Suggested first steps through the library (titles of education modules; links search for them). */
export const LEARNING_PATH: readonly string[] = [
  'What Is Perimenopause?',
  'Hot Flashes and Night Sweats',
  'Sleep in Perimenopause and Beyond',
];

/** Rating labels of the Sleep Quality and Energy Level check-ins (1-5). */
export const SLEEP_QUALITY_LABELS = ['Very poor', 'Poor', 'Fair', 'Good', 'Excellent'] as const;
export const ENERGY_LEVEL_LABELS = ['Drained', 'Low', 'Steady', 'Good', 'Energized'] as const;
