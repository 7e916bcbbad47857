/**
 * The practice session timer (docs/product.md, "Sacred Practice"), as a pure state machine.
 *
 * Time is never counted in ticks: every event carries the reading of a monotonic clock
 * (`performance.now()` in the browser, a fake clock in tests), and the elapsed time is
 * `now - startedAt - pausedTotalMs`. A tick only re-reads the clock, so a throttled background
 * tab or a device that slept briefly still shows the right remaining time on its next tick.
 *
 *   ready --start--> running --pause--> paused --resume--> running
 *   running/paused --endEarly--> complete (endedEarly)
 *   running --tick at or past zero--> complete
 *   any --reset--> ready
 */

/** A monotonic clock in milliseconds. */
export type Clock = () => number;

export type TimerStatus = 'ready' | 'running' | 'paused' | 'complete';

export type PracticeTimerState = Readonly<{
  status: TimerStatus;
  durationMs: number;
  /** Clock reading when the session started (null until started). */
  startedAt: number | null;
  /** Clock reading when the current pause began (null unless paused). */
  pausedAt: number | null;
  /** Time spent in earlier pauses. */
  pausedTotalMs: number;
  /** Clock reading when the session ended (null unless complete). */
  endedAt: number | null;
  /** True when the visitor chose End Early, false when the timer reached zero. */
  endedEarly: boolean;
  /** The latest clock reading the state has seen: what the display is derived from. */
  now: number;
}>;

export type TimerEventType = 'start' | 'pause' | 'resume' | 'togglePause' | 'endEarly' | 'reset' | 'tick';
export type TimerEvent = Readonly<{ type: TimerEventType; at: number }>;

/** the timer runs for the session's minutes x 60 s. */
export function sessionDurationMs(minutes: number): number {
  return minutes * 60 * 1000;
}

export function createTimerState(durationMs: number, now: number): PracticeTimerState {
  return {
    status: 'ready',
    durationMs,
    startedAt: null,
    pausedAt: null,
    pausedTotalMs: 0,
    endedAt: null,
    endedEarly: false,
    now,
  };
}

/** Time practised at clock reading `at`, between 0 and the duration. */
export function elapsedAt(state: PracticeTimerState, at: number): number {
  if (state.startedAt === null) return 0;
  const until = state.endedAt ?? state.pausedAt ?? at;
  return Math.min(state.durationMs, Math.max(0, until - state.startedAt - state.pausedTotalMs));
}

export function elapsedMs(state: PracticeTimerState): number {
  return elapsedAt(state, state.now);
}

export function remainingMs(state: PracticeTimerState): number {
  return state.durationMs - elapsedMs(state);
}

/** Progress through the session, 0-100. */
export function progressPercent(state: PracticeTimerState): number {
  if (state.durationMs <= 0) return 100;
  return Math.round((elapsedMs(state) / state.durationMs) * 1000) / 10;
}

/**
 * How long until the displayed second next changes while running, so re-render ticks (about
 * every 1000 ms) land on whole seconds of practice even after a pause and resume.
 */
export function msUntilNextSecond(state: PracticeTimerState, at: number): number {
  const into = Math.floor(elapsedAt(state, at)) % 1000;
  return 1000 - into;
}

function complete(state: PracticeTimerState, at: number, endedEarly: boolean): PracticeTimerState {
  return { ...state, status: 'complete', endedAt: state.pausedAt ?? at, pausedAt: null, endedEarly, now: at };
}

function timeIsUp(state: PracticeTimerState, at: number): boolean {
  return state.startedAt !== null && elapsedAt(state, at) >= state.durationMs;
}

/** The state machine. Events that do not apply in the current state only update the clock reading. */
export function practiceTimerReducer(state: PracticeTimerState, event: TimerEvent): PracticeTimerState {
  // A monotonic clock never goes back; guard anyway so the display can never run backwards.
  const at = Math.max(event.at, state.now);
  switch (event.type) {
    case 'reset':
      return createTimerState(state.durationMs, at);
    case 'start':
      if (state.status !== 'ready') return { ...state, now: at };
      return { ...state, status: 'running', startedAt: at, now: at };
    case 'pause':
      if (state.status !== 'running') return { ...state, now: at };
      if (timeIsUp(state, at)) return complete(state, at, false);
      return { ...state, status: 'paused', pausedAt: at, now: at };
    case 'resume':
      if (state.status !== 'paused' || state.pausedAt === null) return { ...state, now: at };
      return { ...state, status: 'running', pausedTotalMs: state.pausedTotalMs + (at - state.pausedAt), pausedAt: null, now: at };
    case 'togglePause':
      if (state.status === 'running') return practiceTimerReducer(state, { type: 'pause', at });
      if (state.status === 'paused') return practiceTimerReducer(state, { type: 'resume', at });
      return { ...state, now: at };
    case 'endEarly':
      if (state.status !== 'running' && state.status !== 'paused') return { ...state, now: at };
      if (state.status === 'running' && timeIsUp(state, at)) return complete(state, at, false);
      return complete(state, at, true);
    case 'tick':
      if (state.status === 'running' && timeIsUp(state, at)) return complete(state, at, false);
      return { ...state, now: at };
  }
}
