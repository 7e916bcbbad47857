/**
 * @jest-environment jsdom
 */
import { isSessionId, SESSION_ID_PATTERN } from '@renewed/contracts/session-id';
import { createSessionId, getSessionId, replaceSessionId, SESSION_STORAGE_KEY } from './session';

/** The browser's own localStorage (jsdom's Storage), emptied for each test. */
function emptyStorage(): Storage {
  localStorage.clear();
  return localStorage;
}

describe('session id', () => {
  it('has the format session-<epoch ms>-<128-bit base64url>', () => {
    const id = createSessionId(1_700_000_000_000);
    expect(id).toMatch(/^session-1700000000000-[A-Za-z0-9_-]{22}$/);
    expect(id).toMatch(SESSION_ID_PATTERN);
  });

  it('is random: 1,000 ids are all different', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => createSessionId(1)));
    expect(ids.size).toBe(1000);
  });

  it('is created once and then read back from storage under the product key', () => {
    const storage = emptyStorage();
    const first = getSessionId(storage);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBe(first);
    expect(getSessionId(storage)).toBe(first);
  });

  it('replaces a stored value that is not a valid session id', () => {
    const storage = emptyStorage();
    storage.setItem(SESSION_STORAGE_KEY, 'session-1-evil');
    expect(getSessionId(storage)).toMatch(SESSION_ID_PATTERN);
  });

  it('replaces a stored id the API would refuse (timestamp 0, not random)', () => {
    for (const refused of ['session-0000000000000-AbCdEfGhIjKlMnOpQrStUv', `session-${Date.now()}-${'A'.repeat(22)}`]) {
      const storage = emptyStorage();
      storage.setItem(SESSION_STORAGE_KEY, refused);
      const replaced = getSessionId(storage);
      expect(replaced).not.toBe(refused);
      expect(isSessionId(replaced)).toBe(true);
      expect(storage.getItem(SESSION_STORAGE_KEY)).toBe(replaced);
    }
  });

  it('replaceSessionId starts a fresh session', () => {
    const storage = emptyStorage();
    const first = getSessionId(storage);
    const second = replaceSessionId(storage);
    expect(second).not.toBe(first);
    expect(getSessionId(storage)).toBe(second);
  });
});
