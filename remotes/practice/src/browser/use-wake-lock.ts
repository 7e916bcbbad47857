import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (a session is running), where the browser supports the
 * Screen Wake Lock API. The browser drops the lock when the page is hidden, so it is requested
 * again when the page is visible. Refusals (battery saver, policy, unsupported) are quiet: the
 * session simply runs without it.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator) || !navigator.wakeLock) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let pending = false;
    let cancelled = false;

    const request = async () => {
      if (pending || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      pending = true;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (cancelled) void lock.release().catch(() => undefined);
        else sentinel = lock;
      } catch {
        // Not granted: nothing to tell the visitor, the timer works the same.
      } finally {
        pending = false;
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void request();
    };

    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);
}
