import { CHIME_MUTED_STORAGE_KEY, readChimeMuted, writeChimeMuted, type StorageLike } from './chime-preference';

function memoryStorage(): StorageLike & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const blocked: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('chime preference', () => {
  it('is on by default', () => {
    expect(readChimeMuted(memoryStorage())).toBe(false);
    expect(readChimeMuted(undefined)).toBe(false);
  });

  it('remembers muting and unmuting', () => {
    const storage = memoryStorage();
    writeChimeMuted(storage, true);
    expect(storage.values.get(CHIME_MUTED_STORAGE_KEY)).toBe('true');
    expect(readChimeMuted(storage)).toBe(true);
    writeChimeMuted(storage, false);
    expect(readChimeMuted(storage)).toBe(false);
  });

  it('falls back to the default, without throwing, when storage is blocked', () => {
    expect(readChimeMuted(blocked)).toBe(false);
    expect(() => writeChimeMuted(blocked, true)).not.toThrow();
  });
});
