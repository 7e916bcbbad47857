/**
 * Loaded after the page has loaded (main.tsx), never before the first paint: registers the service
 * worker, offers its updates, and sends writes saved on this device when the connection returns
 * (docs/offline.md).
 */
import { pendingWrites } from '@renewed/web-kit/offline-state';
import { updateState } from './update-state';

type WorkerMessage = { type?: 'RELEASE_READY' | 'RELEASE_CHANGED' };

async function sendWaitingWrites(): Promise<void> {
  if (pendingWrites().length === 0 || navigator.onLine === false) return;
  const { flushOutbox } = await import('@renewed/web-kit/outbox');
  await flushOutbox();
}

export async function startOffline(): Promise<void> {
  window.addEventListener('online', () => void sendWaitingWrites());
  void sendWaitingWrites();
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
  window.addEventListener('online', () => container.controller?.postMessage({ type: 'CHECK_RELEASE' }));

  const registration = await container.register('/sw.js');
  // A new shell waits until the visitor accepts it.
  const offer = (worker: ServiceWorker) => updateState.set({ apply: () => worker.postMessage({ type: 'SKIP_WAITING' }) });
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  });
}
