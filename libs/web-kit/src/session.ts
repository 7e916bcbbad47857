import { isSessionId } from '@renewed/contracts/session-id';

/** localStorage key of the anonymous session id (shared by every screen and remote). */
export const SESSION_STORAGE_KEY = 'renewed-session-id';

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `session-<epoch ms>-<128 random bits, base64url>` (docs/architecture.md, "Identity and sessions"). */
export function createSessionId(now: number = Date.now()): string {
  const random = new Uint8Array(16);
  crypto.getRandomValues(random);
  return `session-${now}-${base64Url(random)}`;
}

/**
 * The visitor's session id: created once, then read back from localStorage. A stored id the API
 * would refuse (wrong shape, impossible timestamp, not random) is replaced by a new one.
 */
export function getSessionId(storage: Storage = localStorage): string {
  const stored = storage.getItem(SESSION_STORAGE_KEY);
  if (stored && isSessionId(stored)) return stored;
  const created = createSessionId();
  storage.setItem(SESSION_STORAGE_KEY, created);
  return created;
}

/** Starts a fresh session (bingo's New Board): the old id's data stays reachable only with the old id. */
export function replaceSessionId(storage: Storage = localStorage): string {
  const created = createSessionId();
  storage.setItem(SESSION_STORAGE_KEY, created);
  return created;
}
