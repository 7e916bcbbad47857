import { checkDonationAmount, formatDonationAmount, toCents } from './donation-amount';
import { createDonationIntentRequestSchema } from './donations';

describe('donation amounts', () => {
  it('converts dollars to integer cents without floating-point error', () => {
    expect(19.99 * 100).not.toBe(1999); // the error this guards against
    expect(toCents(10.01)).toBe(1001);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1e9)).toBe(100_000_000_000);
    expect(toCents(3)).toBe(300);
    expect(toCents(4.35)).toBe(435);
  });

  it('refuses amounts with a third decimal', () => {
    expect(toCents(1.005)).toBeUndefined();
    expect(toCents(19.999)).toBeUndefined();
    expect(checkDonationAmount(2.345)).toMatchObject({ ok: false, reason: 'too-many-decimals' });
  });

  it.each([
    [10.01, 1001],
    [19.99, 1999],
    [1, 100],
    [25, 2500],
    [10_000, 1_000_000],
  ])('accepts %p as %p cents', (amount, cents) => {
    expect(checkDonationAmount(amount)).toEqual({ ok: true, amount, cents });
  });

  it.each([
    ['ten', 'not-a-number'],
    [Number.NaN, 'not-a-number'],
    [Number.POSITIVE_INFINITY, 'not-a-number'],
    [null, 'not-a-number'],
    [-5, 'too-small'],
    [0, 'too-small'],
    [0.5, 'too-small'],
    [0.1 + 0.2, 'too-small'],
    [1e9, 'too-large'],
    [10_000.01, 'too-large'],
  ])('refuses %p (%s) with a readable message', (value, reason) => {
    const check = checkDonationAmount(value);
    expect(check).toMatchObject({ ok: false, reason });
    expect(check.ok ? '' : check.message).toMatch(/amount/);
  });

  it('respects a configured maximum', () => {
    expect(checkDonationAmount(50, 25)).toMatchObject({ ok: false, reason: 'too-large', message: 'amount can be at most $25' });
    expect(checkDonationAmount(25, 25)).toMatchObject({ ok: true, cents: 2500 });
  });

  it('formats labels with cents only when there are cents', () => {
    expect(formatDonationAmount(10)).toBe('10');
    expect(formatDonationAmount(10.5)).toBe('10.50');
    expect(formatDonationAmount(19.99)).toBe('19.99');
  });

  it('the request schema refuses what the rule refuses and says why', () => {
    expect(createDonationIntentRequestSchema.safeParse({ amount: 19.99 }).success).toBe(true);
    const text = createDonationIntentRequestSchema.safeParse({ amount: 'ten' });
    expect(text.success).toBe(false);
    expect(text.error?.issues[0]?.message).toBe('amount must be a number of dollars, for example 10 or 12.50');
    expect(createDonationIntentRequestSchema.safeParse({ amount: 0.5 }).error?.issues[0]?.message).toBe(
      'amount must be at least $1',
    );
    expect(createDonationIntentRequestSchema.safeParse({ amount: 1e9 }).success).toBe(false);
    expect(createDonationIntentRequestSchema.safeParse({ amount: 5, extra: 1 }).success).toBe(false);
  });
});
