/** Session id rules without zod, for browser code (web-kit) that must stay small. */
/** Header that carries the anonymous visitor session on every API call. */
export const SESSION_HEADER = 'x-session-id';
/**
 * `session-<epoch ms>-<random>`: the random part is at least 128 bits of
 * `crypto.getRandomValues`, base64url encoded (22+ characters).
 */
export const SESSION_ID_PATTERN = /^session-\d{13}-[A-Za-z0-9_-]{22,64}$/;
export function isSessionId(value) {
    return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}
