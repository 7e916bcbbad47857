import {
  createTimerState,
  elapsedMs,
  msUntilNextSecond,
  practiceTimerReducer,
  progressPercent,
  remainingMs,
  sessionDurationMs,
  type PracticeTimerState,
  type TimerEventType,
} from './practice-timer';
import { formatClock } from './format-clock';

/** A fake monotonic clock that starts at an arbitrary reading, like performance.now(). */
function fakeClock(start = 12_345.678) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Drives the pure reducer with the fake clock, the way the React hook does with performance.now(). */
function timerWithClock(durationMinutes: number) {
  const clock = fakeClock();
  let state: PracticeTimerState = createTimerState(sessionDurationMs(durationMinutes), clock.now());
  return {
    clock,
    send(type: TimerEventType) {
      state = practiceTimerReducer(state, { type, at: clock.now() });
      return state;
    },
    get state() {
      return state;
    },
    display: () => formatClock(remainingMs(state)),
  };
}

describe('practice timer state machine', () => {
  it('is ready with the full duration (minutes x 60 s) before it starts, and time does not move', () => {
    const timer = timerWithClock(10);
    expect(timer.state.status).toBe('ready');
    expect(timer.state.durationMs).toBe(600_000);
    timer.clock.advance(30_000);
    timer.send('tick');
    expect(timer.display()).toBe('10:00');
    expect(progressPercent(timer.state)).toBe(0);
  });

  it('start: counts down from the moment it starts, from the clock rather than from ticks', () => {
    const timer = timerWithClock(20);
    timer.send('start');
    expect(timer.state.status).toBe('running');
    expect(timer.display()).toBe('20:00');
    timer.clock.advance(1_000);
    timer.send('tick');
    expect(timer.display()).toBe('19:59');
    // One late tick after 90 s without ticks (a background tab): the time is still right.
    timer.clock.advance(90_000);
    timer.send('tick');
    expect(timer.display()).toBe('18:29');
    expect(elapsedMs(timer.state)).toBe(91_000);
  });

  it('the display only changes when the clock is read: time passing alone does not change the state', () => {
    const timer = timerWithClock(10);
    timer.send('start');
    timer.clock.advance(5_000);
    expect(timer.display()).toBe('10:00');
    timer.send('tick');
    expect(timer.display()).toBe('09:55');
  });

  it('pause freezes the remaining time; resume continues from there, excluding the paused time', () => {
    const timer = timerWithClock(10);
    timer.send('start');
    timer.clock.advance(60_000);
    timer.send('pause');
    expect(timer.state.status).toBe('paused');
    expect(timer.display()).toBe('09:00');
    timer.clock.advance(5 * 60_000);
    timer.send('tick');
    expect(timer.display()).toBe('09:00');
    timer.send('resume');
    expect(timer.state.status).toBe('running');
    expect(timer.display()).toBe('09:00');
    timer.clock.advance(30_000);
    timer.send('tick');
    expect(timer.display()).toBe('08:30');
    // A second pause accumulates with the first.
    timer.send('pause');
    timer.clock.advance(120_000);
    timer.send('resume');
    timer.clock.advance(10_000);
    timer.send('tick');
    expect(timer.display()).toBe('08:20');
    expect(timer.state.pausedTotalMs).toBe(420_000);
  });

  it('togglePause pauses a running timer and resumes a paused one, and does nothing before start', () => {
    const timer = timerWithClock(15);
    timer.send('togglePause');
    expect(timer.state.status).toBe('ready');
    timer.send('start');
    timer.send('togglePause');
    expect(timer.state.status).toBe('paused');
    timer.send('togglePause');
    expect(timer.state.status).toBe('running');
  });

  it('end early completes the session with the time practised so far, from running or paused', () => {
    const running = timerWithClock(10);
    running.send('start');
    running.clock.advance(4 * 60_000 + 12_000);
    running.send('endEarly');
    expect(running.state.status).toBe('complete');
    expect(running.state.endedEarly).toBe(true);
    expect(elapsedMs(running.state)).toBe(252_000);
    running.clock.advance(60_000);
    running.send('tick');
    expect(running.display()).toBe('05:48');

    const paused = timerWithClock(10);
    paused.send('start');
    paused.clock.advance(60_000);
    paused.send('pause');
    paused.clock.advance(60_000);
    paused.send('endEarly');
    expect(paused.state.status).toBe('complete');
    expect(elapsedMs(paused.state)).toBe(60_000);
  });

  it('end early does nothing before the session starts', () => {
    const timer = timerWithClock(10);
    timer.send('endEarly');
    expect(timer.state.status).toBe('ready');
  });

  it('reaching zero completes the session (not ended early) and the display stops at 00:00', () => {
    const timer = timerWithClock(10);
    timer.send('start');
    timer.clock.advance(599_000);
    timer.send('tick');
    expect(timer.state.status).toBe('running');
    expect(timer.display()).toBe('00:01');
    timer.clock.advance(1_000);
    timer.send('tick');
    expect(timer.state.status).toBe('complete');
    expect(timer.state.endedEarly).toBe(false);
    expect(timer.display()).toBe('00:00');
    expect(progressPercent(timer.state)).toBe(100);
  });

  it('a device that slept past the end completes at the next reading, never showing negative time', () => {
    const timer = timerWithClock(10);
    timer.send('start');
    timer.clock.advance(45 * 60_000);
    timer.send('tick');
    expect(timer.state.status).toBe('complete');
    expect(timer.state.endedEarly).toBe(false);
    expect(remainingMs(timer.state)).toBe(0);
    expect(elapsedMs(timer.state)).toBe(600_000);
  });

  it('pausing or ending early after time has already run out counts as reaching zero', () => {
    const pausing = timerWithClock(10);
    pausing.send('start');
    pausing.clock.advance(11 * 60_000);
    pausing.send('pause');
    expect(pausing.state.status).toBe('complete');
    expect(pausing.state.endedEarly).toBe(false);

    const ending = timerWithClock(10);
    ending.send('start');
    ending.clock.advance(11 * 60_000);
    ending.send('endEarly');
    expect(ending.state.status).toBe('complete');
    expect(ending.state.endedEarly).toBe(false);
  });

  it('reset returns to ready with the full duration from any state', () => {
    for (const steps of [['start'], ['start', 'pause'], ['start', 'endEarly']] as TimerEventType[][]) {
      const timer = timerWithClock(25);
      for (const step of steps) {
        timer.send(step);
        timer.clock.advance(30_000);
      }
      timer.send('reset');
      expect(timer.state.status).toBe('ready');
      expect(timer.state.pausedTotalMs).toBe(0);
      expect(timer.display()).toBe('25:00');
    }
  });

  it('start is ignored while running, so a double press does not restart the countdown', () => {
    const timer = timerWithClock(10);
    timer.send('start');
    timer.clock.advance(10_000);
    timer.send('start');
    expect(timer.display()).toBe('09:50');
  });

  it('a clock reading older than the last one never moves the display backwards', () => {
    const timer = timerWithClock(10);
    timer.send('start');
    timer.clock.advance(10_000);
    timer.send('tick');
    const before = remainingMs(timer.state);
    const state = practiceTimerReducer(timer.state, { type: 'tick', at: timer.clock.now() - 5_000 });
    expect(remainingMs(state)).toBe(before);
  });

  it('progress is the share of the duration practised', () => {
    const timer = timerWithClock(10);
    timer.send('start');
    timer.clock.advance(150_000);
    timer.send('tick');
    expect(progressPercent(timer.state)).toBe(25);
  });

  it('msUntilNextSecond lands re-render ticks on whole seconds of practice, also after a pause', () => {
    const timer = timerWithClock(10);
    timer.send('start');
    expect(msUntilNextSecond(timer.state, timer.clock.now())).toBe(1_000);
    timer.clock.advance(2_400);
    timer.send('pause');
    timer.clock.advance(7_777);
    timer.send('resume');
    expect(msUntilNextSecond(timer.state, timer.clock.now())).toBe(600);
  });
});
