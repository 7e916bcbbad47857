/**
 * A session id's shape, loosely (any case, any length), so near-misses are hidden too; but not
 * the header's own name (`X-Session-Id` followed by a space, a colon or the end), which messages
 * a visitor reads must keep.
 */
const SESSION_LIKE = /session-(?!id\b)[A-Za-z0-9_-]+/gi;
/** Enough rounds for double and triple percent-encoding (`%2573ession-`). */
const DECODE_ROUNDS = 3;

/** Decodes percent-escapes one byte at a time, so one malformed escape never stops the rest. */
function decodeEscapes(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
}

/**
 * Hides every session id in a URL or message, also when it was percent-encoded
 * (`/api/bingo/progress/%73ession-...`): the text is decoded first, then redacted. Text without
 * a session id is returned as it came.
 */
export function redactSessionIds(text: string): string {
  let decoded = text;
  for (let round = 0; round < DECODE_ROUNDS && decoded.includes('%'); round += 1) {
    const next = decodeEscapes(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  SESSION_LIKE.lastIndex = 0;
  if (!SESSION_LIKE.test(decoded)) return text;
  return decoded.replace(SESSION_LIKE, 'session-[redacted]');
}
