/*
 * Imported by its own path and only when needed (a write could not be sent, or writes wait):
 * IndexedDB code never loads on an ordinary first visit (docs/offline.md, "Saved on this device").
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { IDEMPOTENCY_HEADER } from '@renewed/contracts/idempotency-key';
import { SESSION_HEADER } from '@renewed/contracts/session-id';
import { OUTBOX_EVENT, OUTBOX_SUMMARY_KEY, type PendingWrite } from './offline-state';
import { describeWrite } from './offline-writes';
import { toast } from './toast';

export const OUTBOX_DATABASE = 'renewed-offline';

export type QueuedWrite = {
  /** The Idempotency-Key the write is sent with, every time: the API stores it once. */
  key: string;
  method: string;
  url: string;
  body?: unknown;
  /** The session the visitor had when saving. */
  sessionId: string;
  label: string;
  queuedAt: string;
};

type OutboxSchema = DBSchema & { writes: { key: string; value: QueuedWrite; indexes: { queuedAt: string } } };

let database: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function open(): Promise<IDBPDatabase<OutboxSchema>> {
  database ??= openDB<OutboxSchema>(OUTBOX_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('writes', { keyPath: 'key' }).createIndex('queuedAt', 'queuedAt');
    },
    // "Delete my data" deletes the database: let it go.
    blocking() {
      void database?.then((db) => db.close());
      database = undefined;
    },
  });
  return database;
}

async function changed(): Promise<number> {
  const writes = await pendingWrites();
  const summary: PendingWrite[] = writes.map(({ label, method, url }) => ({ label, method, url }));
  try {
    if (summary.length > 0) localStorage.setItem(OUTBOX_SUMMARY_KEY, JSON.stringify(summary));
    else localStorage.removeItem(OUTBOX_SUMMARY_KEY);
  } catch {
    // storage blocked: the summary is only for display
  }
  window.dispatchEvent(new Event(OUTBOX_EVENT));
  return writes.length;
}

export async function enqueue(write: Omit<QueuedWrite, 'label' | 'queuedAt'>): Promise<void> {
  await (await open()).put('writes', {
    ...write,
    label: describeWrite(write.method, write.url, write.body),
    queuedAt: new Date().toISOString(),
  });
  await changed();
}

/** The writes waiting on this device, oldest first. */
export async function pendingWrites(): Promise<QueuedWrite[]> {
  return (await open()).getAllFromIndex('writes', 'queuedAt');
}

type InvalidatingClient = { invalidateQueries(): Promise<void> };

let flushing: Promise<number> | undefined;

/**
 * Sends the waiting writes in order, each with its own Idempotency-Key, so a write whose answer
 * was lost is stored once however often it is sent. Stops at the first network failure or server
 * error (tried again later); a write the API refuses (4xx) is dropped and the visitor told.
 * Resolves with the number still waiting.
 */
export function flushOutbox(): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    for (const write of await pendingWrites()) {
      let response: Response;
      try {
        const headers: Record<string, string> = { [SESSION_HEADER]: write.sessionId, [IDEMPOTENCY_HEADER]: write.key };
        if (write.body !== undefined) headers['content-type'] = 'application/json';
        response = await fetch(write.url, {
          method: write.method,
          headers,
          body: write.body === undefined ? undefined : JSON.stringify(write.body),
        });
      } catch {
        break;
      }
      if (response.status >= 500 || response.status === 408 || response.status === 429) break;
      await (await open()).delete('writes', write.key);
      if (response.ok) sent += 1;
      else toast({ title: 'Not saved', description: `${write.label} from ${write.queuedAt.slice(0, 10)} was refused by the server.`, variant: 'destructive' });
    }
    const left = await changed();
    if (sent > 0) {
      toast({ title: 'Synced', description: `${sent} ${sent === 1 ? 'entry' : 'entries'} saved on this device ${sent === 1 ? 'is' : 'are'} now stored.` });
      const client = (globalThis as unknown as Record<symbol, InvalidatingClient | undefined>)[Symbol.for('renewed.query-client')];
      await client?.invalidateQueries();
    }
    return left;
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

// Once anything was queued on this page, it goes when the connection returns.
if (typeof window !== 'undefined') window.addEventListener('online', () => void flushOutbox());

/** Removes the queue from this device ("delete my data"). */
export async function deleteOutbox(): Promise<void> {
  await database?.then((db) => db.close()).catch(() => undefined);
  database = undefined;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OUTBOX_DATABASE);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
  try {
    localStorage.removeItem(OUTBOX_SUMMARY_KEY);
  } catch {
    // storage blocked
  }
  window.dispatchEvent(new Event(OUTBOX_EVENT));
}
