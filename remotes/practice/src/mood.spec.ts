import { clampMood, DEFAULT_MOOD, MOOD_LABELS, moodLabel, moodValueText } from './mood';

describe('mood scale', () => {
  it('labels 1-5 Very Low, Low, Neutral, Good, Excellent and defaults to 3', () => {
    expect(MOOD_LABELS).toEqual(['Very Low', 'Low', 'Neutral', 'Good', 'Excellent']);
    expect([1, 2, 3, 4, 5].map(moodLabel)).toEqual([...MOOD_LABELS]);
    expect(DEFAULT_MOOD).toBe(3);
    expect(moodLabel(DEFAULT_MOOD)).toBe('Neutral');
  });

  it('keeps values on the scale in whole steps', () => {
    expect(clampMood(0)).toBe(1);
    expect(clampMood(9)).toBe(5);
    expect(clampMood(3.6)).toBe(4);
    expect(clampMood(Number.NaN)).toBe(3);
  });

  it('gives the slider a value text that says the label and the number', () => {
    expect(moodValueText(3)).toBe('Neutral, 3 of 5');
    expect(moodValueText(1)).toBe('Very Low, 1 of 5');
  });
});
