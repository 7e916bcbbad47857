import { Button } from '@renewed/ui';
import { usePendingWrites } from '@renewed/web-kit/offline-state';
import { useSyncExternalStore } from 'react';
import { updateState } from './update-state';

/**
 * Under the nav bar when it matters: what is saved on this device and waiting to sync, and a new
 * version ready to use (docs/offline.md).
 */
export function OfflineStatus() {
  const pending = usePendingWrites();
  const update = useSyncExternalStore(updateState.subscribe, updateState.get, updateState.get);
  if (pending.length === 0 && !update.apply) return null;
  const labels = [...new Set(pending.map((write) => write.label))].join(', ');
  return (
    <div className="border-b border-border bg-muted px-4 py-2 text-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2">
        {pending.length > 0 ? (
          <p role="status" data-testid="pending-writes">
            {pending.length === 1 ? '1 entry' : `${pending.length} entries`} ({labels}) saved on this device, will sync when
            you are back online.
          </p>
        ) : null}
        {update.apply ? (
          <p role="status" className="flex flex-wrap items-center gap-3">
            A new version of Renewed is ready.
            <Button size="sm" onClick={update.apply}>
              Update now
            </Button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
