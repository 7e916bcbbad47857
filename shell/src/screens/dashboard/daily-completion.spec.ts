import { completionText, dailyCompletion, withStep } from './daily-completion';

describe('daily completion', () => {
  it('is n of 3 with a rounded percentage', () => {
    expect([[], [1], [0, 2], [0, 1, 2]].map((steps) => dailyCompletion(steps, 3))).toEqual([
      { done: 0, total: 3, percent: 0 },
      { done: 1, total: 3, percent: 33 },
      { done: 2, total: 3, percent: 67 },
      { done: 3, total: 3, percent: 100 },
    ]);
  });

  it('counts each valid step once and ignores anything else', () => {
    expect(dailyCompletion([1, 1, 3, -1, 0.5, Number.NaN], 3)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(dailyCompletion([0], 0)).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('reads as the dashboard shows it', () => {
    expect(completionText(dailyCompletion([2], 3))).toBe('Daily completion: 1 of 3 (33%)');
  });

  it('sets one step ticked or not, keeping the rest ascending and unique', () => {
    expect(withStep([], 2, true)).toEqual([2]);
    expect(withStep([2], 0, true)).toEqual([0, 2]);
    expect(withStep([0, 2], 2, true)).toEqual([0, 2]);
    expect(withStep([0, 2], 0, false)).toEqual([2]);
    expect(withStep([2], 1, false)).toEqual([2]);
  });
});
