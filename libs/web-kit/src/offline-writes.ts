/**
 * Writes made without a connection (docs/offline.md, "Saved on this device"): which ones wait on
 * the device, how they are named to the visitor, and the small signals the page reads without
 * loading the queue itself (IndexedDB code loads only when something is queued).
 */
import { API_PATHS, type ApiRouteId } from '@renewed/contracts/api-paths';
import { useSyncExternalStore } from 'react';

/** The writes that wait on the device until the connection returns. Others (chat, donations) need the network. */
export const QUEUEABLE_WRITES = [
  'logSymptom',
  'completeBingoCell',
  'recordReadingProgress',
  'submitHealthAssessment',
  'submitLipedemaAssessment',
] as const satisfies readonly ApiRouteId[];
export type QueueableWrite = (typeof QUEUEABLE_WRITES)[number];

/**
 * localStorage: a summary of the writes waiting on this device (what, and where they go), so the
 * page can show them without loading the queue. A `renewed-` key: "delete my data" clears it.
 */
export const OUTBOX_SUMMARY_KEY = 'renewed-outbox';
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

function pattern(id: ApiRouteId): RegExp {
  const path = API_PATHS[id].path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?]+');
  return new RegExp(`^/api${path}$`);
}

/** The queueable write a request is, if any. */
export function queueableWrite(method: string, url: string): QueueableWrite | undefined {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
  return QUEUEABLE_WRITES.find((id) => API_PATHS[id].method === method.toLowerCase() && pattern(id).test(path));
}

/** How a waiting write is named on screen. */
export function describeWrite(method: string, url: string, body: unknown): string {
  switch (queueableWrite(method, url)) {
    case 'logSymptom': {
      const type = (body as { symptomType?: string } | undefined)?.symptomType;
      if (type === 'sleep_quality') return 'Sleep quality check-in';
      if (type === 'energy_level') return 'Energy level check-in';
      return 'Hot flash log';
    }
    case 'completeBingoCell':
      return 'Bingo square';
    case 'recordReadingProgress':
      return 'Reading progress';
    case 'submitHealthAssessment':
      return 'Health assessment';
    case 'submitLipedemaAssessment':
      return 'Lipedema assessment';
    default:
      return 'Saved entry';
  }
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
