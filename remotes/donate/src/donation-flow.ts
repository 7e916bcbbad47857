import { checkDonationAmount, MIN_DONATION_AMOUNT } from '@renewed/contracts/donation-amount';
import { DONATE_QUERY_PARAM, PAYMENTS_META_NAME } from '@renewed/contracts/donation-pages';

/**
 * The donation dialog's states (docs/product.md, "Donate"): choosing an amount (a tier or a
 * custom amount), then paying with the client secret of the created intent. Closing, finishing or
 * a failed intent resets; 'Choose Different Amount' goes back to choosing.
 */
export type DonationFlow =
  { step: 'choose'; customText: string; pendingAmount?: number } | { step: 'pay'; amount: number; clientSecret: string };

export type DonationFlowAction =
  | { type: 'edit-custom'; text: string }
  | { type: 'request-intent'; amount: number }
  | { type: 'intent-created'; amount: number; clientSecret: string }
  | { type: 'intent-failed' }
  | { type: 'choose-again' }
  | { type: 'reset' };

export const INITIAL_FLOW: DonationFlow = { step: 'choose', customText: '' };

export function donationFlowReducer(state: DonationFlow, action: DonationFlowAction): DonationFlow {
  switch (action.type) {
    case 'edit-custom':
      return state.step === 'choose' ? { ...state, customText: action.text } : state;
    case 'request-intent':
      return state.step === 'choose' ? { ...state, pendingAmount: action.amount } : state;
    case 'intent-created':
      return { step: 'pay', amount: action.amount, clientSecret: action.clientSecret };
    case 'intent-failed':
      // The spec: the selected amount is cleared.
      return INITIAL_FLOW;
    case 'choose-again':
    case 'reset':
      return INITIAL_FLOW;
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}

/** Empty, below $1, or not a number: the custom Donate button stays disabled. */
export function customDonateDisabled(text: string): boolean {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < MIN_DONATION_AMOUNT;
}

export type CustomAmountResult = { ok: true; amount: number } | { ok: false; title: 'Invalid Amount'; description: string };

/** What submitting the custom field does: an amount to donate, or the 'Invalid Amount' toast. */
export function readCustomAmount(text: string, maxAmount: number): CustomAmountResult {
  const check = checkDonationAmount(text.trim() === '' ? Number.NaN : Number(text), maxAmount);
  if (check.ok) return { ok: true, amount: check.amount };
  const description =
    check.reason === 'too-large'
      ? `Please enter an amount of at most $${maxAmount}.`
      : check.reason === 'too-many-decimals'
        ? 'Please enter dollars and cents only, like 12.50.'
        : 'Please enter an amount of at least $1.';
  return { ok: false, title: 'Invalid Amount', description };
}

/** True when this document's security policy has no Stripe (the server marks it). */
export function documentNeedsReloadForPayments(doc: Pick<Document, 'querySelector'>): boolean {
  return doc.querySelector(`meta[name="${PAYMENTS_META_NAME}"][content="reload"]`) !== null;
}

/** The same page with `?donate=<amount>`: loaded afresh, the dialog reopens with the amount. */
export function reloadUrlFor(location: Pick<Location, 'pathname' | 'search'>, amount: number): string {
  const params = new URLSearchParams(location.search);
  params.set(DONATE_QUERY_PARAM, String(amount));
  return `${location.pathname}?${params.toString()}`;
}

/** The amount a fresh page load asked for, if it is a valid one. */
export function amountFromSearch(search: string, maxAmount: number): number | undefined {
  const raw = new URLSearchParams(search).get(DONATE_QUERY_PARAM);
  if (raw === null) return undefined;
  const check = checkDonationAmount(Number(raw), maxAmount);
  return check.ok ? check.amount : undefined;
}
