import { PERSONAL_CACHE } from '../../sw/offline-routes';

/**
 * "Delete my data" on this device (docs/offline.md, "What is kept on the device"): the writes
 * waiting to sync and the service worker's cache of the visitor's own progress. The app's files
 * and the library's text hold nothing personal and stay.
 */
export async function clearDeviceData(): Promise<void> {
  const { deleteOutbox } = await import('@renewed/web-kit/outbox');
  await deleteOutbox();
  if ('caches' in window) await caches.delete(PERSONAL_CACHE);
}
