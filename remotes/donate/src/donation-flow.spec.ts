import {
  amountFromSearch,
  customDonateDisabled,
  documentNeedsReloadForPayments,
  donationFlowReducer,
  INITIAL_FLOW,
  readCustomAmount,
  reloadUrlFor,
} from './donation-flow';

describe('donation dialog flow', () => {
  it('goes from choosing to paying, back with Choose Different Amount, and resets on close', () => {
    let state = donationFlowReducer(INITIAL_FLOW, { type: 'edit-custom', text: '12.5' });
    state = donationFlowReducer(state, { type: 'request-intent', amount: 12.5 });
    expect(state).toEqual({ step: 'choose', customText: '12.5', pendingAmount: 12.5 });
    state = donationFlowReducer(state, { type: 'intent-created', amount: 12.5, clientSecret: 'pi_1_secret_2' });
    expect(state).toEqual({ step: 'pay', amount: 12.5, clientSecret: 'pi_1_secret_2' });
    expect(donationFlowReducer(state, { type: 'choose-again' })).toEqual(INITIAL_FLOW);
    expect(donationFlowReducer(state, { type: 'reset' })).toEqual(INITIAL_FLOW);
  });

  it('clears the chosen amount when the intent fails', () => {
    const state = donationFlowReducer({ step: 'choose', customText: '7', pendingAmount: 7 }, { type: 'intent-failed' });
    expect(state).toEqual(INITIAL_FLOW);
  });

  it('disables the custom Donate button when empty or below $1', () => {
    expect(['', '  ', '0', '0.99', '-5', 'abc'].map(customDonateDisabled)).toEqual([true, true, true, true, true, true]);
    expect(['1', '1.00', '12.34', '25'].map(customDonateDisabled)).toEqual([false, false, false, false]);
  });

  it("reads a custom amount or says why with the 'Invalid Amount' toast", () => {
    expect(readCustomAmount('19.99', 10_000)).toEqual({ ok: true, amount: 19.99 });
    expect(readCustomAmount('0.5', 10_000)).toEqual({
      ok: false,
      title: 'Invalid Amount',
      description: 'Please enter an amount of at least $1.',
    });
    expect(readCustomAmount('', 10_000)).toMatchObject({ description: 'Please enter an amount of at least $1.' });
    expect(readCustomAmount('2.345', 10_000)).toMatchObject({ description: 'Please enter dollars and cents only, like 12.50.' });
    expect(readCustomAmount('20000', 10_000)).toMatchObject({ description: 'Please enter an amount of at most $10000.' });
  });

  it('detects the server marker and builds the reload URL', () => {
    const marked = { querySelector: (selector: string) => (selector.includes('renewed-payments') ? ({} as Element) : null) };
    expect(documentNeedsReloadForPayments(marked)).toBe(true);
    expect(documentNeedsReloadForPayments({ querySelector: () => null })).toBe(false);
    expect(reloadUrlFor({ pathname: '/dashboard', search: '' }, 10)).toBe('/dashboard?donate=10');
    expect(reloadUrlFor({ pathname: '/', search: '?a=b' }, 12.5)).toBe('/?a=b&donate=12.5');
  });

  it('reopens only with a valid amount from the URL', () => {
    expect(amountFromSearch('?donate=10', 10_000)).toBe(10);
    expect(amountFromSearch('?donate=19.99', 10_000)).toBe(19.99);
    expect(amountFromSearch('?donate=0.5', 10_000)).toBeUndefined();
    expect(amountFromSearch('?donate=ten', 10_000)).toBeUndefined();
    expect(amountFromSearch('?donate=99999', 10_000)).toBeUndefined();
    expect(amountFromSearch('', 10_000)).toBeUndefined();
  });
});
