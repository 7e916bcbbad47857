/**
 * @jest-environment jsdom
 */
import { afterIdle } from './idle';

describe('afterIdle', () => {
  let readyState: DocumentReadyState;
  let frames: FrameRequestCallback[];
  let idle: Array<() => void>;

  beforeEach(() => {
    jest.useFakeTimers();
    readyState = 'loading';
    frames = [];
    idle = [];
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    window.requestAnimationFrame = (callback) => frames.push(callback);
    window.cancelAnimationFrame = (handle) => void (frames[handle - 1] = () => undefined);
    window.requestIdleCallback = (callback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    window.cancelIdleCallback = (handle) => void (idle[handle - 1] = () => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const runFrames = () => frames.splice(0).forEach((callback) => callback(0));
  const runIdle = () => idle.splice(0).forEach((callback) => callback());

  it('waits for the load event, then a painted frame, then an idle period', () => {
    const task = jest.fn();
    afterIdle(task);
    runFrames();
    runIdle();
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    runFrames();
    // The frame's callback runs before that frame is painted; the idle wait starts after it.
    expect(idle).toHaveLength(0);
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts at the next frame when the page has already loaded', () => {
    readyState = 'complete';
    const task = jest.fn();
    afterIdle(task);
    runFrames();
    jest.runAllTimers();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each(['before load', 'before the frame', 'before the idle period'] as const)('never runs once cancelled %s', (stage) => {
    const task = jest.fn();
    const cancel = afterIdle(task);
    if (stage !== 'before load') {
      readyState = 'complete';
      window.dispatchEvent(new Event('load'));
    }
    if (stage === 'before the idle period') {
      runFrames();
      jest.runAllTimers();
    }
    cancel();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    runFrames();
    jest.runAllTimers();
    runIdle();
    expect(task).not.toHaveBeenCalled();
  });
});
