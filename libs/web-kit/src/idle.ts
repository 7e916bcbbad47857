/**
 * Runs `task` once the browser is idle after the current work (at most `timeoutMs` later), so
 * what is not needed for the first paint waits for it; returns a cancel function. Where
 * requestIdleCallback is missing (Safari), a short timeout stands in.
 */
export function afterIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
