import { clearLocalData, exportFileName, isDeleteConfirmed } from './local-data';

class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('privacy screen helpers', () => {
  it('names the export file with the product, data-export and the ISO date', () => {
    expect(exportFileName(new Date('2026-11-23T23:30:00Z'))).toBe('renewed-data-export-2026-11-23.json');
  });

  it('accepts only the exact confirmation word', () => {
    expect(isDeleteConfirmed('DELETE')).toBe(true);
    expect(isDeleteConfirmed('  DELETE ')).toBe(true);
    for (const typed of ['', 'delete', 'DELET', 'DELETE ALL', 'yes']) expect(isDeleteConfirmed(typed)).toBe(false);
  });

  it("clears Renewed's keys in this browser and leaves other keys alone", () => {
    const storage = new MemoryStorage();
    storage.setItem('renewed-session-id', 'session-1');
    storage.setItem('renewed-theme', 'dark');
    storage.setItem('renewed-practice-chime-muted', 'true');
    storage.setItem('someone-else', 'kept');
    expect(clearLocalData(storage).sort()).toEqual(['renewed-practice-chime-muted', 'renewed-session-id', 'renewed-theme']);
    expect(storage.length).toBe(1);
    expect(storage.getItem('someone-else')).toBe('kept');
    expect(clearLocalData(storage)).toEqual([]);
  });
});
