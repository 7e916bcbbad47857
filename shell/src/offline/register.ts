/**
 * Loaded only when there is something to do (main.tsx): writes wait on this device, or a service
 * worker already controls the page and may offer an update (docs/offline.md). A first visit never
 * loads it: its worker is registered by main.tsx alone.
 */
import { pendingWrites } from '@renewed/web-kit/offline-state';
import { updateState } from './update-state';

type WorkerMessage = { type?: 'RELEASE_READY' | 'RELEASE_CHANGED' };

export async function startOffline(registration: Promise<ServiceWorkerRegistration | undefined>): Promise<void> {
  // Loading the queue also has it send itself whenever the connection returns.
  if (pendingWrites().length > 0)
    void import('@renewed/web-kit/outbox').then(({ flushOutbox }) => (navigator.onLine ? flushOutbox() : undefined));
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;

  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  // The first install takes control without a reload; a later change of worker is a new version.
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) reload();
    controlled = true;
  });
  container.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    // New remotes downloaded: offered, never switched under the visitor's feet.
    if (event.data?.type === 'RELEASE_READY') updateState.set({ apply: () => container.controller?.postMessage({ type: 'ACTIVATE_RELEASE' }) });
    if (event.data?.type === 'RELEASE_CHANGED') reload();
  });
  const checkForUpdate = () => container.controller?.postMessage({ type: 'CHECK_RELEASE' });
  window.addEventListener('online', checkForUpdate);
  // The worker also checks on each page load, but may answer before this listener existed: ask again.
  checkForUpdate();

  const registered = await registration;
  if (!registered) return;
  // A new shell waits until the visitor accepts it.
  const offer = (worker: ServiceWorker) => updateState.set({ apply: () => worker.postMessage({ type: 'SKIP_WAITING' }) });
  if (registered.waiting && container.controller) offer(registered.waiting);
  registered.addEventListener('updatefound', () => {
    const worker = registered.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  });
}
