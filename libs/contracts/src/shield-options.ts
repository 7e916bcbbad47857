/** Shield options without zod, for browser code that must stay small. */

/** the Luxe Self-Care Shield. */
export const PROTECTION_LEVELS = [
  { value: 'light', label: 'Light Coverage' },
  { value: 'medium', label: 'Medium Defense' },
  { value: 'fortress', label: 'Fortress Mode' },
] as const;
export type ProtectionLevel = (typeof PROTECTION_LEVELS)[number]['value'];
export const DEFAULT_PROTECTION_LEVEL: ProtectionLevel = 'medium';

export const MOOD_STATES = [
  { value: 'zen', label: 'Zen Master' },
  { value: 'confident', label: 'Confident Queen' },
  { value: 'cautious', label: 'Cautiously Optimistic' },
  { value: 'defensive', label: 'Full Defense Mode' },
  { value: 'warrior', label: 'Ready for Battle' },
] as const;
export type MoodState = (typeof MOOD_STATES)[number]['value'];

/** Used when the visitor leaves the mantra empty. */
export const STOCK_MANTRA = 'I protect my peace and honor my energy.';
export const MANTRA_MAX_LENGTH = 280;
