/** Product name used in the export file name (the export body's `product`, lower-cased). */
export const PRODUCT_FILE_PREFIX = 'renewed';

/** `renewed-data-export-<ISO date>.json`, the date in ISO form (UTC, like the export's `exportedAt`). */
export function exportFileName(now: Date): string {
  return `${PRODUCT_FILE_PREFIX}-data-export-${now.toISOString().slice(0, 10)}.json`;
}

/** The confirmation word the final delete warning asks for; the button stays disabled until it is typed. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** True only for the exact word (surrounding spaces forgiven, case not: it is a deliberate act). */
export function isDeleteConfirmed(typed: string): boolean {
  return typed.trim() === DELETE_CONFIRMATION_WORD;
}

/**
 * Removes everything Renewed keeps in this browser (the anonymous session id, the theme choice and
 * any other `renewed-` setting), so the next visit starts as a new visitor. Other sites' keys on the
 * same origin are left alone. Returns the keys removed.
 */
export function clearLocalData(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(`${PRODUCT_FILE_PREFIX}-`) || key?.startsWith(`${PRODUCT_FILE_PREFIX}.`)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys;
}
