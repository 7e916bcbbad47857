import type { SessionId } from '@renewed/contracts';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';

/**
 * How long a deletion marker is kept, and so the longest a session's job may wait in the queue:
 * a worker discards a job older than this instead of saving it, so no job can outlive the marker
 * that would stop it (docs/privacy-under-faults.md, "How deletion wins").
 */
export const DELETION_MARKER_TTL_SECONDS = 30 * 24 * 3_600;

/** The marker's key holds a hash of the session id, never the id itself. */
function markerKey(prefix: string, sessionId: SessionId): string {
  return `${prefix}:deleted-session:${createHash('sha256').update(sessionId).digest('hex')}`;
}

/** Records that the session's data was deleted at `at` (epoch ms). */
export async function markSessionDeleted(redis: Redis, prefix: string, sessionId: SessionId, at: number): Promise<void> {
  await redis.set(markerKey(prefix, sessionId), String(at), 'EX', DELETION_MARKER_TTL_SECONDS);
}

/**
 * True when a job of the session queued at `queuedAt` (epoch ms) must not write: the session's
 * data was deleted after it was queued, or the job is older than any marker is kept.
 */
export async function deletedSince(
  redis: Redis,
  prefix: string,
  sessionId: SessionId,
  queuedAt: number,
  now: number,
): Promise<boolean> {
  if (now - queuedAt > DELETION_MARKER_TTL_SECONDS * 1_000) return true;
  const marked = await redis.get(markerKey(prefix, sessionId));
  return marked !== null && Number(marked) >= queuedAt;
}
