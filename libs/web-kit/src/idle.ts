/**
 * Runs `task` once the page has loaded, painted a frame and gone idle (the idle wait is capped
 * at `timeoutMs`), so what is not needed for the first paint never competes with it; returns a
 * cancel function. requestIdleCallback alone is not enough: it can run between the first render
 * and the first paint, and the work it starts then delays that paint on a slow phone
 * (docs/architecture.md, "Performance"). Where requestIdleCallback is missing (Safari), a short
 * timeout stands in for the idle wait.
 */
export function afterIdle(task: () => void, timeoutMs = 2_000): () => void {
  let cancelled = false;
  let cancelStage = () => undefined as void;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
      cancelStage = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 200);
      cancelStage = () => window.clearTimeout(handle);
    }
  };
  // A frame has been painted once a task queued from an animation frame callback runs.
  const afterPaint = () => {
    if (cancelled) return;
    const frame = window.requestAnimationFrame(() => {
      const handle = window.setTimeout(whenIdle, 0);
      cancelStage = () => window.clearTimeout(handle);
    });
    cancelStage = () => window.cancelAnimationFrame(frame);
  };
  if (document.readyState === 'complete') afterPaint();
  else {
    window.addEventListener('load', afterPaint, { once: true });
    cancelStage = () => window.removeEventListener('load', afterPaint);
  }
  return () => {
    cancelled = true;
    cancelStage();
  };
}
