/**
 * What the page shows about writes saved on this device (docs/offline.md, "Saved on this device"),
 * read without loading the queue or the route table: the page's first visit pays for this only.
 */
import { useSyncExternalStore } from 'react';
import { OUTBOX_SUMMARY_KEY } from './offline-keys';

export { OUTBOX_SUMMARY_KEY };
/** Dispatched on window whenever the queue changes. */
export const OUTBOX_EVENT = 'renewed:outbox';

export const SAVED_ON_DEVICE_MESSAGE = 'Saved on this device, will sync when you are back online.';
export const CONNECTION_DROPPED_MESSAGE = 'The connection dropped before Renewed answered. Please try again.';
export const NEEDS_CONNECTION_MESSAGE = 'You are offline. This needs an internet connection: please try again when you are back online.';

/** Thrown by `apiSend` when a write was queued on the device instead of sent: not a failure. */
export class SavedOnDevice extends Error {
  override readonly name = 'SavedOnDevice';
  constructor() {
    super(SAVED_ON_DEVICE_MESSAGE);
  }
}

export function isSavedOnDevice(error: unknown): error is SavedOnDevice {
  return error instanceof Error && error.name === 'SavedOnDevice';
}

export type PendingWrite = { label: string; method: string; url: string };

const NONE: PendingWrite[] = [];
let lastText: string | null = null;
let lastList: PendingWrite[] = NONE;

/** The writes waiting on this device (none when storage is blocked or the summary is unreadable). */
export function pendingWrites(storage: Pick<Storage, 'getItem'> = localStorage): PendingWrite[] {
  let text: string | null;
  try {
    text = storage.getItem(OUTBOX_SUMMARY_KEY);
  } catch {
    return NONE;
  }
  if (text === lastText) return lastList;
  lastText = text;
  try {
    const parsed = text ? (JSON.parse(text) as unknown) : [];
    lastList = Array.isArray(parsed) ? (parsed as PendingWrite[]) : NONE;
  } catch {
    lastList = NONE;
  }
  return lastList;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(OUTBOX_EVENT, listener);
  // Another tab queued or synced.
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(OUTBOX_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The writes waiting on this device, kept current. */
export function usePendingWrites(): PendingWrite[] {
  return useSyncExternalStore(subscribe, () => pendingWrites(), () => NONE);
}
