/** the mood sliders run 1-5 in steps of 1, default 3. */
export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
export const MOOD_STEP = 1;
export const DEFAULT_MOOD = 3;
export const MOOD_LABELS = ['Very Low', 'Low', 'Neutral', 'Good', 'Excellent'] as const;

export type MoodLabel = (typeof MOOD_LABELS)[number];

/** Keeps a value on the scale (whole numbers 1-5). */
export function clampMood(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_MOOD;
  return Math.min(MOOD_MAX, Math.max(MOOD_MIN, Math.round(value)));
}

export function moodLabel(value: number): MoodLabel {
  return MOOD_LABELS[clampMood(value) - MOOD_MIN]!;
}

/** What a screen reader says for the slider, e.g. "Neutral, 3 of 5". */
export function moodValueText(value: number): string {
  return `${moodLabel(value)}, ${clampMood(value)} of ${MOOD_MAX}`;
}
