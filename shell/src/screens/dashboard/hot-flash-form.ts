import type { HotFlashLogRequest } from '@renewed/contracts';

export type HotFlashForm = {
  severity: number | null;
  duration: number | null;
  triggers: string[];
  reliefMethods: string[];
  notes: string;
};

export const EMPTY_HOT_FLASH_FORM: HotFlashForm = { severity: null, duration: null, triggers: [], reliefMethods: [], notes: '' };

/** severity and duration are required; null means 'Missing Information'. */
export function toHotFlashLog(form: HotFlashForm, now: Date): HotFlashLogRequest | null {
  if (form.severity === null || form.duration === null) return null;
  return {
    symptomType: 'hot_flash',
    severity: form.severity,
    duration: form.duration as HotFlashLogRequest['duration'],
    triggers: form.triggers,
    reliefMethods: form.reliefMethods,
    notes: form.notes.trim(),
    timestamp: now.toISOString(),
  };
}
