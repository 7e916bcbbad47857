/**
 * @jest-environment jsdom
 */
import { clearLocalData, exportFileName, isDeleteConfirmed } from './local-data';

/** The browser's own localStorage (jsdom's Storage), emptied for each test. */
function emptyStorage(): Storage {
  localStorage.clear();
  return localStorage;
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
    const storage = emptyStorage();
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
