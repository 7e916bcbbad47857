import type Stripe from 'stripe';
import { toDonationWebhookJob } from './stripe-event.mapper';

const event = (type: string, object: Record<string, unknown>) =>
  ({ id: 'evt_1', object: 'event', type, created: 1_795_000_000, data: { object } }) as unknown as Stripe.Event;

describe('Stripe event -> donation-webhooks job', () => {
  it('keeps only ids, amounts, currency and time of a succeeded payment (no email, no card)', () => {
    const job = toDonationWebhookJob(
      event('payment_intent.succeeded', {
        id: 'pi_1',
        amount: 1999,
        amount_received: 1999,
        currency: 'usd',
        receipt_email: 'someone@example.com',
        payment_method: 'pm_card_visa',
      }),
    );
    expect(job).toEqual({
      type: 'payment_intent.succeeded',
      eventId: 'evt_1',
      paymentIntentId: 'pi_1',
      amountCents: 1999,
      currency: 'usd',
      occurredAt: new Date(1_795_000_000 * 1000).toISOString(),
    });
  });

  it('maps failed payments and refunds (payment intent as id or expanded object)', () => {
    expect(toDonationWebhookJob(event('payment_intent.payment_failed', { id: 'pi_2' }))).toMatchObject({
      type: 'payment_intent.payment_failed',
      paymentIntentId: 'pi_2',
    });
    expect(
      toDonationWebhookJob(
        event('charge.refunded', { id: 'ch_1', payment_intent: 'pi_3', amount_refunded: 500, currency: 'usd' }),
      ),
    ).toMatchObject({ type: 'charge.refunded', paymentIntentId: 'pi_3', refundedCents: 500 });
    expect(
      toDonationWebhookJob(
        event('charge.refunded', { id: 'ch_2', payment_intent: { id: 'pi_4' }, amount_refunded: 1, currency: 'eur' }),
      ),
    ).toMatchObject({ paymentIntentId: 'pi_4', currency: 'eur' });
  });

  it('ignores refunds without a payment intent and event types donations do not use', () => {
    expect(
      toDonationWebhookJob(event('charge.refunded', { id: 'ch_3', payment_intent: null, amount_refunded: 1 })),
    ).toBeUndefined();
    expect(toDonationWebhookJob(event('customer.created', { id: 'cus_1', email: 'a@example.com' }))).toBeUndefined();
  });
});
