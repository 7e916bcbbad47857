import { hotFlashLogSchema } from '@renewed/contracts';
import { toggled } from './choice-chip';
import { EMPTY_HOT_FLASH_FORM, toHotFlashLog } from './hot-flash-form';

describe('hot flash form', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');

  it('needs severity and duration', () => {
    expect(toHotFlashLog(EMPTY_HOT_FLASH_FORM, now)).toBeNull();
    expect(toHotFlashLog({ ...EMPTY_HOT_FLASH_FORM, severity: 3 }, now)).toBeNull();
    expect(toHotFlashLog({ ...EMPTY_HOT_FLASH_FORM, duration: 5 }, now)).toBeNull();
  });

  it('builds the documented payload, which the API contract accepts', () => {
    const log = toHotFlashLog(
      { severity: 4, duration: 10, triggers: ['Stress'], reliefMethods: ['Cold Water'], notes: '  at work  ' },
      now,
    );
    expect(log).toEqual({
      symptomType: 'hot_flash',
      severity: 4,
      duration: 10,
      triggers: ['Stress'],
      reliefMethods: ['Cold Water'],
      notes: 'at work',
      timestamp: now.toISOString(),
    });
    expect(hotFlashLogSchema.safeParse({ ...log, timestamp: new Date().toISOString() }).success).toBe(true);
  });

  it('chips toggle on each click', () => {
    expect(toggled(['Stress'], 'Alcohol')).toEqual(['Stress', 'Alcohol']);
    expect(toggled(['Stress', 'Alcohol'], 'Stress')).toEqual(['Alcohol']);
  });
});
