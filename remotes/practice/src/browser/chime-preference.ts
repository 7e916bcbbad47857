/** Where the chime on/off choice is remembered (this browser only; nothing leaves the device). */
export const CHIME_MUTED_STORAGE_KEY = 'renewed-practice-chime-muted';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The chime plays unless the visitor muted it; blocked storage means the default (on). */
export function readChimeMuted(storage: StorageLike | undefined): boolean {
  try {
    return storage?.getItem(CHIME_MUTED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeChimeMuted(storage: StorageLike | undefined, muted: boolean): void {
  try {
    storage?.setItem(CHIME_MUTED_STORAGE_KEY, String(muted));
  } catch {
    // storage blocked (private mode, quota): the choice still applies for this visit
  }
}
