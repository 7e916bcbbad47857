/**
 * Donation amounts (docs/product.md, "Donate"). No zod here: the donate remote imports this file
 * directly (`@renewed/contracts/donation-amount`) and the API's schemas build on it.
 */

/** Smallest donation, in dollars (also the custom field's `min`). */
export const MIN_DONATION_AMOUNT = 1;
/** Custom amounts go in cents: the field's `step`. */
export const DONATION_AMOUNT_STEP = 0.01;
/** Hard ceiling of any configuration: Stripe's largest USD charge is $999,999.99. */
export const ABSOLUTE_MAX_DONATION_AMOUNT = 999_999.99;
/** Default of DONATION_MAX_AMOUNT when the operator does not set one. */
export const DEFAULT_MAX_DONATION_AMOUNT = 10_000;

/** `icon` names a line icon of the design system (never an emoji). */
export type DonationTier = { amount: number; description: string; icon: 'heart' | 'book' | 'sparkle' | 'shield' };

/** The four preset tiers. */
export const DONATION_TIERS: readonly DonationTier[] = [
  { amount: 3, description: 'Buy me a coffee', icon: 'heart' },
  { amount: 5, description: 'Nourish my brain', icon: 'book' },
  { amount: 10, description: 'Help keep the lights on', icon: 'sparkle' },
  { amount: 25, description: 'Keep a roof over my head', icon: 'shield' },
];

export type DonationAmountCheck =
  | { ok: true; amount: number; cents: number }
  | { ok: false; reason: 'not-a-number' | 'too-small' | 'too-large' | 'too-many-decimals'; message: string };

/**
 * Integer cents of a dollar amount with at most two decimals, or undefined when it has more.
 * `amount * 100` carries binary floating-point error (10.01 * 100 = 1000.9999999999999), so the
 * product is rounded, and the amount counts as "two decimals" when it is within a millionth of a
 * cent of that whole number: far below any real third decimal, far above the float error at these sizes.
 */
export function toCents(amount: number): number | undefined {
  if (!Number.isFinite(amount)) return undefined;
  const scaled = amount * 100;
  const cents = Math.round(scaled);
  return Math.abs(scaled - cents) < 1e-6 ? cents : undefined;
}

/** Dollars with two decimals, for labels ("Complete Donation $10.01"); whole dollars without. */
export function formatDonationAmount(amount: number): string {
  const cents = toCents(amount) ?? Math.round(amount * 100);
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The one rule for a donation amount, used by the API and the dialog alike. */
export function checkDonationAmount(value: unknown, maxAmount: number = DEFAULT_MAX_DONATION_AMOUNT): DonationAmountCheck {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { ok: false, reason: 'not-a-number', message: 'amount must be a number of dollars, for example 10 or 12.50' };
  }
  if (value < MIN_DONATION_AMOUNT) {
    return { ok: false, reason: 'too-small', message: `amount must be at least $${MIN_DONATION_AMOUNT}` };
  }
  if (value > maxAmount) {
    return { ok: false, reason: 'too-large', message: `amount can be at most $${formatDonationAmount(maxAmount)}` };
  }
  const cents = toCents(value);
  if (cents === undefined) {
    return { ok: false, reason: 'too-many-decimals', message: 'amount can have at most 2 decimals (whole cents)' };
  }
  return { ok: true, amount: value, cents };
}
