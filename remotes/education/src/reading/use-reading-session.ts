import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clockElapsed,
  elapsedForPercent,
  READING_TICK_MS,
  readingPercent,
  startClock,
  stopClock,
  type ReadingClock,
  type ReadingStatus,
} from './reading-progress';

const monotonicNow = () => performance.now();

/**
 * The reading state of one open module (docs/product.md, "Education library"): not started, reading (the timer ticks
 * each second), paused, reset (progress 0), complete. Time is measured from a monotonic start
 * time, so the percent is right even when ticks are late or skipped.
 */
export function useReadingSession({
  durationMinutes,
  savedPercent,
  savedCompleted,
}: {
  durationMinutes: number;
  savedPercent: number;
  savedCompleted: boolean;
}) {
  const clockRef = useRef<ReadingClock>({
    accumulatedMs: savedCompleted ? elapsedForPercent(100, durationMinutes) : elapsedForPercent(savedPercent, durationMinutes),
    runningSince: null,
  });
  const [clock, setClockState] = useState<ReadingClock>(clockRef.current);
  const [now, setNow] = useState(monotonicNow);
  const [completed, setCompleted] = useState(savedCompleted);
  const completedRef = useRef(savedCompleted);
  const reading = clock.runningSince !== null;

  const setClock = useCallback((next: ReadingClock) => {
    clockRef.current = next;
    setClockState(next);
    setNow(monotonicNow());
  }, []);

  useEffect(() => {
    if (!reading) return;
    const timer = window.setInterval(() => setNow(monotonicNow()), READING_TICK_MS);
    return () => window.clearInterval(timer);
  }, [reading]);

  const elapsedMs = clockElapsed(clock, now);
  const percent = completed ? 100 : readingPercent(elapsedMs, durationMinutes);
  const status: ReadingStatus = completed ? 'complete' : reading ? 'reading' : elapsedMs > 0 ? 'paused' : 'not-started';

  /** The percent at this instant (not at the last tick), for reports on pause and close. */
  const currentPercent = useCallback(
    () => (completedRef.current ? 100 : readingPercent(clockElapsed(clockRef.current, monotonicNow()), durationMinutes)),
    [durationMinutes],
  );

  const start = useCallback(() => setClock(startClock(clockRef.current, monotonicNow())), [setClock]);
  const pause = useCallback(() => setClock(stopClock(clockRef.current, monotonicNow())), [setClock]);
  const reset = useCallback(() => {
    completedRef.current = false;
    setCompleted(false);
    setClock({ accumulatedMs: 0, runningSince: null });
  }, [setClock]);
  const markComplete = useCallback(() => {
    completedRef.current = true;
    setCompleted(true);
    setClock(stopClock(clockRef.current, monotonicNow()));
  }, [setClock]);

  return { status, elapsedMs, percent, completed, currentPercent, start, pause, reset, markComplete };
}
