import { z } from 'zod';

/** Header that carries the anonymous visitor session on every API call. */
export const SESSION_HEADER = 'x-session-id';

/**
 * `session-<epoch ms>-<random>`: the random part is at least 128 bits of
 * `crypto.getRandomValues`, base64url encoded (22+ characters).
 */
export const SESSION_ID_PATTERN = /^session-\d{13}-[A-Za-z0-9_-]{22,64}$/;

export const sessionIdSchema = z
  .string()
  .regex(SESSION_ID_PATTERN, 'Session id must look like session-<13-digit timestamp>-<random>');
export type SessionId = z.infer<typeof sessionIdSchema>;

export function isSessionId(value: unknown): value is SessionId {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}
