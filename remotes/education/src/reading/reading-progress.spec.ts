import {
  canMarkComplete,
  clockElapsed,
  elapsedForPercent,
  formatReadingTime,
  reachedNewStep,
  readingPercent,
  startClock,
  stopClock,
} from './reading-progress';

const minutes = (value: number) => value * 60_000;

describe('reading progress maths', () => {
  it('is minutes read x 100 / duration, in whole percent, capped at 100', () => {
    expect(readingPercent(0, 4)).toBe(0);
    expect(readingPercent(minutes(1), 4)).toBe(25);
    expect(readingPercent(minutes(2), 5)).toBe(40);
    expect(readingPercent(30_000, 4)).toBe(12); // 0.5 min x 100 / 4 = 12.5
    expect(readingPercent(minutes(3.6), 4)).toBe(90);
    expect(readingPercent(minutes(3.59), 4)).toBe(89);
    expect(readingPercent(minutes(4), 4)).toBe(100);
    expect(readingPercent(minutes(60), 4)).toBe(100);
  });

  it('never divides by zero or goes negative', () => {
    expect(readingPercent(minutes(3), 0)).toBe(0);
    expect(readingPercent(-5_000, 4)).toBe(0);
  });

  it('resumes from a saved percent', () => {
    expect(readingPercent(elapsedForPercent(40, 5), 5)).toBe(40);
    expect(readingPercent(elapsedForPercent(73, 4), 4)).toBe(73);
    expect(elapsedForPercent(100, 4)).toBe(minutes(4));
    expect(elapsedForPercent(150, 4)).toBe(minutes(4));
    expect(elapsedForPercent(0, 4)).toBe(0);
  });

  it('offers Mark Complete from 90 % until the module is completed', () => {
    expect(canMarkComplete(89, false)).toBe(false);
    expect(canMarkComplete(90, false)).toBe(true);
    expect(canMarkComplete(100, false)).toBe(true);
    expect(canMarkComplete(100, true)).toBe(false);
  });

  it('reports each new 10 % step once', () => {
    expect(reachedNewStep(0, 9)).toBe(false);
    expect(reachedNewStep(0, 10)).toBe(true);
    expect(reachedNewStep(10, 19)).toBe(false);
    expect(reachedNewStep(12, 31)).toBe(true);
    expect(reachedNewStep(40, 40)).toBe(false);
    expect(reachedNewStep(100, 100)).toBe(false);
  });

  it('formats the reading time', () => {
    expect(formatReadingTime(0)).toBe('0:00');
    expect(formatReadingTime(59_999)).toBe('0:59');
    expect(formatReadingTime(minutes(4) + 5_000)).toBe('4:05');
    expect(formatReadingTime(minutes(61))).toBe('1:01:00');
  });
});

describe('reading clock', () => {
  it('measures from the monotonic start time, so missed ticks lose nothing', () => {
    let clock = { accumulatedMs: 0, runningSince: null as number | null };
    clock = startClock(clock, 1_000);
    expect(clockElapsed(clock, 1_000)).toBe(0);
    expect(clockElapsed(clock, 241_000)).toBe(minutes(4)); // one late tick after four minutes
    clock = stopClock(clock, 61_000);
    expect(clockElapsed(clock, 999_999)).toBe(60_000); // paused: time does not run
    clock = startClock(clock, 100_000);
    expect(startClock(clock, 150_000)).toBe(clock); // starting twice keeps the first start
    expect(clockElapsed(clock, 130_000)).toBe(90_000);
  });
});
