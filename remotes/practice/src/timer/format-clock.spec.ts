import { describeDuration, formatClock } from './format-clock';

describe('formatClock (mm:ss countdown)', () => {
  it('shows whole minutes with two-digit minutes and seconds', () => {
    expect(formatClock(10 * 60_000)).toBe('10:00');
    expect(formatClock(20 * 60_000)).toBe('20:00');
    expect(formatClock(5 * 60_000)).toBe('05:00');
    expect(formatClock(30 * 60_000)).toBe('30:00');
  });

  it('rounds partial seconds up, so the start value stays for the first second and 00:00 means done', () => {
    expect(formatClock(599_999)).toBe('10:00');
    expect(formatClock(599_000)).toBe('09:59');
    expect(formatClock(61_000)).toBe('01:01');
    expect(formatClock(60_500)).toBe('01:01');
    expect(formatClock(9_000)).toBe('00:09');
    expect(formatClock(1)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
  });

  it('ignores floating-point noise from clock arithmetic', () => {
    expect(formatClock(540_000.0000001)).toBe('09:00');
    expect(formatClock(0.1 + 0.2 - 0.3)).toBe('00:00');
  });

  it('never shows a negative time', () => {
    expect(formatClock(-5_000)).toBe('00:00');
  });
});

describe('describeDuration', () => {
  it('says minutes and seconds in words, singular where it should be', () => {
    expect(describeDuration(10 * 60_000)).toBe('10 minutes');
    expect(describeDuration(8 * 60_000 + 5_000)).toBe('8 minutes 5 seconds');
    expect(describeDuration(61_000)).toBe('1 minute 1 second');
    expect(describeDuration(0)).toBe('0 seconds');
  });
});
