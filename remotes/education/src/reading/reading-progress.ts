/** Mark Complete appears at 90 percent; the reading timer ticks every second. */
export const MARK_COMPLETE_THRESHOLD = 90;
export const READING_TICK_MS = 1_000;
/** Progress is reported to the server each time it reaches a new 10 % step (and on pause and close). */
export const REPORT_STEP = 10;

const MS_PER_MINUTE = 60_000;

/** minutes read x 100 / duration, capped at 100 (whole percent, rounded down). */
export function readingPercent(elapsedMs: number, durationMinutes: number): number {
  if (durationMinutes <= 0 || elapsedMs <= 0) return 0;
  return Math.min(100, Math.floor((elapsedMs / MS_PER_MINUTE) * (100 / durationMinutes)));
}

/** The reading time that corresponds to a saved percent (to resume where the visitor left off). */
export function elapsedForPercent(percent: number, durationMinutes: number): number {
  const clamped = Math.max(0, Math.min(100, percent));
  return Math.ceil((clamped / 100) * durationMinutes * MS_PER_MINUTE);
}

/** Mark Complete is offered at 90 % or more, and only while the module is not completed yet. */
export function canMarkComplete(percent: number, completed: boolean): boolean {
  return !completed && percent >= MARK_COMPLETE_THRESHOLD;
}

/** True when `current` has reached a 10 % step that `lastReported` had not. */
export function reachedNewStep(lastReported: number, current: number): boolean {
  return Math.floor(current / REPORT_STEP) > Math.floor(lastReported / REPORT_STEP);
}

/** Reading time as m:ss (or h:mm:ss after an hour). */
export function formatReadingTime(elapsedMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(elapsedMs / 1_000));
  const hours = Math.floor(totalSeconds / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

export type ReadingStatus = 'not-started' | 'reading' | 'paused' | 'complete';

/**
 * The reading clock: time read so far plus the running stretch, measured from a monotonic start
 * time (performance.now()), so a late or skipped tick never loses or adds time.
 */
export type ReadingClock = { accumulatedMs: number; runningSince: number | null };

export function clockElapsed(clock: ReadingClock, now: number): number {
  return clock.accumulatedMs + (clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince));
}

export function startClock(clock: ReadingClock, now: number): ReadingClock {
  return clock.runningSince === null ? { ...clock, runningSince: now } : clock;
}

export function stopClock(clock: ReadingClock, now: number): ReadingClock {
  return { accumulatedMs: clockElapsed(clock, now), runningSince: null };
}
