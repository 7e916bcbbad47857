import { shieldApplicationRequestSchema, STOCK_MANTRA } from '@renewed/contracts';
import { DEFAULT_SHIELD_FORM, toShieldApplication } from './shield-form';

describe('shield form', () => {
  const now = new Date('2026-11-21T08:00:00.000Z');

  it('defaults to medium protection and needs a mood', () => {
    expect(DEFAULT_SHIELD_FORM.protectionLevel).toBe('medium');
    expect(toShieldApplication(DEFAULT_SHIELD_FORM, now)).toBeNull();
  });

  it('uses the stock mantra when empty and null notes when blank', () => {
    const application = toShieldApplication(
      { ...DEFAULT_SHIELD_FORM, moodState: 'zen', dailyMantra: '   ', applicationNotes: ' ' },
      now,
    );
    expect(application).toEqual({
      protectionLevel: 'medium',
      moodState: 'zen',
      dailyMantra: STOCK_MANTRA,
      applicationNotes: null,
      appliedAt: now.toISOString(),
    });
    expect(shieldApplicationRequestSchema.safeParse({ ...application, appliedAt: new Date().toISOString() }).success).toBe(true);
  });
});
