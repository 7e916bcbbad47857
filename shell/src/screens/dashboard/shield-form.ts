import type { ShieldApplicationRequest } from '@renewed/contracts';
import { DEFAULT_PROTECTION_LEVEL, STOCK_MANTRA, type MoodState, type ProtectionLevel } from '@renewed/contracts/shield-options';

/** the confirmation view resets to the form after 3 seconds. */
export const SHIELD_CONFIRMATION_MS = 3_000;

export type ShieldForm = {
  protectionLevel: ProtectionLevel;
  moodState: MoodState | null;
  dailyMantra: string;
  applicationNotes: string;
};

export const DEFAULT_SHIELD_FORM: ShieldForm = {
  protectionLevel: DEFAULT_PROTECTION_LEVEL,
  moodState: null,
  dailyMantra: '',
  applicationNotes: '',
};

/** Null when the mood is missing ('Missing mood check'); an empty mantra becomes the stock phrase. */
export function toShieldApplication(form: ShieldForm, now: Date): ShieldApplicationRequest | null {
  if (!form.moodState) return null;
  const notes = form.applicationNotes.trim();
  return {
    protectionLevel: form.protectionLevel,
    moodState: form.moodState,
    dailyMantra: form.dailyMantra.trim() || STOCK_MANTRA,
    applicationNotes: notes ? notes : null,
    appliedAt: now.toISOString(),
  };
}
