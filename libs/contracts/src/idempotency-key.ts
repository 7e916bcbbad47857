/**
 * Idempotency keys: every write to /api may carry `Idempotency-Key`; the API stores the first
 * answer for that key (scoped to the session) and gives the same answer to any retry, so a write
 * retried after a half-finished request is stored once (docs/offline.md, "Idempotency").
 * No zod here: browser code imports this file directly.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Set on an answer replayed from the store instead of running the write again. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** 16-128 URL-safe characters: a UUID (what the browser sends) fits, so does any longer random token. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** How long the API remembers a key (and the answer it gave): one day. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}
