/** Hot flash and check-in options without zod, for browser code that must stay small. */

/** severity 1-5 with labels and descriptions. */
export const HOT_FLASH_SEVERITIES = [
  { value: 1, label: 'Mild', description: 'Noticeable warmth, no sweating' },
  { value: 2, label: 'Moderate', description: 'Warm, light sweating' },
  { value: 3, label: 'Strong', description: 'Hot, moderate sweating' },
  { value: 4, label: 'Severe', description: 'Very hot, heavy sweating' },
  { value: 5, label: 'Extreme', description: 'Overwhelming heat, drenching sweat' },
] as const;

/** duration choices (minutes). */
export const HOT_FLASH_DURATIONS = [
  { value: 1, label: 'Under 1 min' },
  { value: 3, label: '1-3 minutes' },
  { value: 5, label: '3-5 minutes' },
  { value: 10, label: '5+ minutes' },
] as const;

export const HOT_FLASH_TRIGGERS = [
  'Stress',
  'Heat/Weather',
  'Spicy Food',
  'Alcohol',
  'Caffeine',
  'Exercise',
  'Tight Clothing',
  'Hot Drinks',
  'Crowds',
  'Work Pressure',
  'Sleep Deprivation',
  'Hormonal Changes',
  'Other',
] as const;

export const RELIEF_METHODS = [
  'Cool Air/Fan',
  'Cold Water',
  'Breathing Exercise',
  'Meditation',
  'Cool Shower',
  'Ice Pack',
  'Herbal Tea',
  'Rest/Lie Down',
  'Change Clothes',
  'Supplement Protocol',
  'Other',
] as const;

/** Longest free-text note accepted on any log. */
export const NOTES_MAX_LENGTH = 2_000;
/** A client clock may run a little ahead of the server's. */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** Sleep Quality and Energy Level quick check-ins from the dashboard: a 1-5 rating. */
export const CHECK_IN_TYPES = ['sleep_quality', 'energy_level'] as const;
export type CheckInType = (typeof CHECK_IN_TYPES)[number];
