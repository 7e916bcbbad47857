import { OUTBOX_EVENT, pendingWrites } from '@renewed/web-kit/offline-state';
import { lazy, Suspense, useEffect, useState } from 'react';
import { updateState } from './update-state';

const OfflineStatus = lazy(() => import('./offline-status').then(({ OfflineStatus }) => ({ default: OfflineStatus })));

const needed = () => pendingWrites().length > 0 || Boolean(updateState.get().apply);

/** Mounts the offline status bar (and loads its code) only when there is something to say. */
export function OfflineStatusSlot() {
  const [show, setShow] = useState(needed);
  useEffect(() => {
    const check = () => setShow(needed());
    window.addEventListener(OUTBOX_EVENT, check);
    window.addEventListener('storage', check);
    const unsubscribe = updateState.subscribe(check);
    return () => {
      window.removeEventListener(OUTBOX_EVENT, check);
      window.removeEventListener('storage', check);
      unsubscribe();
    };
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <OfflineStatus />
    </Suspense>
  ) : null;
}
