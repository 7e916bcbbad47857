import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  createTimerState,
  elapsedMs,
  msUntilNextSecond,
  practiceTimerReducer,
  progressPercent,
  remainingMs,
  type Clock,
  type PracticeTimerState,
  type TimerEventType,
} from './practice-timer';

/** The browser's monotonic clock: unaffected by changes to the wall-clock time. */
export const monotonicClock: Clock = () => performance.now();

export type PracticeTimer = {
  state: PracticeTimerState;
  elapsedMs: number;
  remainingMs: number;
  progressPercent: number;
  send(type: TimerEventType): void;
};

/**
 * The practice timer for a component: the pure state machine fed with clock readings. While
 * running it re-reads the clock about every 1000 ms (on whole seconds of practice) only to
 * re-render, and again whenever the page becomes visible, so the display catches up at once
 * after the tab was in the background or the device slept.
 */
export function usePracticeTimer(durationMs: number, clock: Clock = monotonicClock): PracticeTimer {
  const [state, dispatch] = useReducer(practiceTimerReducer, durationMs, (duration: number) =>
    createTimerState(duration, clock()),
  );
  const send = useCallback((type: TimerEventType) => dispatch({ type, at: clock() }), [clock]);

  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  // Restarted on start and on every resume, so ticks stay on whole seconds of practice.
  const { status, startedAt, pausedTotalMs } = state;
  useEffect(() => {
    if (status !== 'running') return undefined;
    let timeout: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timeout = setTimeout(
        () => {
          send('tick');
          schedule();
        },
        msUntilNextSecond(latest.current, clock()),
      );
    };
    schedule();
    return () => clearTimeout(timeout);
  }, [status, startedAt, pausedTotalMs, clock, send]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') send('tick');
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [send]);

  return { state, elapsedMs: elapsedMs(state), remainingMs: remainingMs(state), progressPercent: progressPercent(state), send };
}
