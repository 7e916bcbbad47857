/**
 * Boundary Magic: the philosophy, what it can offer and a four-step morning ritual. A reflective
 * practice, not a treatment. Rules: docs/product.md, "Boundary Magic".
 */
export type RitualStep = { title: string; minutes: number; text: string };

export const BOUNDARY_PHILOSOPHY: readonly string[] = [
  'A boundary is a limit you choose to protect your time, energy and health. It is not a wall against people you love. It is a clear line that tells others, and yourself, what you can give today.',
  'Midlife often brings more demands at the same time as sleep, mood and energy change. Boundaries help you spend your energy on purpose instead of by default.',
  'Boundary Magic is our name for a short morning habit. You pause, check how you feel, choose how much you need to protect, and set one clear limit for the day.',
];

export const BOUNDARY_BENEFITS: readonly { title: string; text: string }[] = [
  { title: 'A calmer start', text: 'A few slow breaths before the day begins can help you feel less rushed.' },
  {
    title: 'Clear choices',
    text: 'If you name one limit in the morning, it is easier to say no later. You do not need a long reason.',
  },
  {
    title: 'Less guilt',
    text: 'Speaking to yourself kindly is a skill. Practice makes it easier to keep a boundary without guilt.',
  },
  {
    title: 'Energy for what matters',
    text: 'When you protect some time and energy, more is left for the people and things you care about.',
  },
];

export const MORNING_RITUAL: readonly RitualStep[] = [
  {
    title: 'Pause and breathe',
    minutes: 1,
    text: 'Sit or stand comfortably. Breathe in slowly through your nose and out for a little longer. Do this five or six times.',
  },
  {
    title: 'Check in with yourself',
    minutes: 1,
    text: 'Ask: how did I sleep, how is my body, how is my mood? Name one thing you need today, such as rest, focus or support.',
  },
  {
    title: 'Choose your shield',
    minutes: 1,
    text: 'Pick your level of protection: light, medium or fortress. Then choose one limit for the day, like “no work email after 7 pm” or “I will ask for help with dinner.”',
  },
  {
    title: 'Say your mantra',
    minutes: 1,
    text: 'Say a short, kind phrase out loud or in your head, such as “My needs matter too.” If you like, log it with the Luxe Self-Care Shield on your dashboard.',
  },
];
