/** Session id rules without zod, for browser code (web-kit) that must stay small. */

/** Header that carries the anonymous visitor session on every API call. */
export const SESSION_HEADER = 'x-session-id';

/**
 * `session-<epoch ms>-<random>`: the random part is at least 128 bits of
 * `crypto.getRandomValues`, base64url encoded (22+ characters).
 */
export const SESSION_ID_PATTERN = /^session-\d{13}-[A-Za-z0-9_-]{22,64}$/;

/** Session ids are never older than this (2020-01-01T00:00:00Z, before the product existed). */
export const SESSION_EPOCH_MIN_MS = Date.UTC(2020, 0, 1);
/** How far ahead of our clock a session's timestamp may be (a visitor's clock can be wrong). */
export const SESSION_CLOCK_SKEW_MS = 366 * 24 * 60 * 60 * 1000;
/**
 * Fewest different characters in the random part. 22 characters of real randomness have fewer
 * than 8 different ones with a chance of about 3 in 10^13; an id like `AAAA...` or `abab...` was
 * not made by `crypto.getRandomValues`.
 */
export const SESSION_RANDOM_MIN_DISTINCT = 8;

export type SessionId = string & { readonly __brand?: 'SessionId' };

/** Why an id is refused, or undefined when it is a well-made session id. */
export function sessionIdProblem(value: unknown, now: number = Date.now()): string | undefined {
  const parts = typeof value === 'string' && SESSION_ID_PATTERN.test(value) ? /^session-(\d{13})-(.+)$/.exec(value) : null;
  if (!parts) return 'Session id must look like session-<13-digit timestamp>-<random>';
  const [, timestamp = '', random = ''] = parts;
  const created = Number(timestamp);
  if (created < SESSION_EPOCH_MIN_MS || created > now + SESSION_CLOCK_SKEW_MS) {
    return 'Session id has an impossible timestamp';
  }
  if (new Set(random).size < SESSION_RANDOM_MIN_DISTINCT) {
    return 'Session id is not random enough: let the app create a new one';
  }
  return undefined;
}

export function isSessionId(value: unknown, now: number = Date.now()): value is SessionId {
  return sessionIdProblem(value, now) === undefined;
}
