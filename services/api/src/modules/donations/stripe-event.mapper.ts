import type { DonationWebhookJob } from '@renewed/contracts';
import type Stripe from 'stripe';

/**
 * The job payload of a Stripe event: only the ids, amounts and times a donation record needs
 * (never billing details, emails or card data). Undefined for events donations do not act on.
 */
export function toDonationWebhookJob(event: Stripe.Event): DonationWebhookJob | undefined {
  const occurredAt = new Date(event.created * 1000).toISOString();
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return {
        type: event.type,
        eventId: event.id,
        paymentIntentId: intent.id,
        amountCents: intent.amount_received || intent.amount,
        currency: intent.currency,
        occurredAt,
      };
    }
    case 'payment_intent.payment_failed':
      return { type: event.type, eventId: event.id, paymentIntentId: event.data.object.id, occurredAt };
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!paymentIntentId) return undefined;
      return {
        type: event.type,
        eventId: event.id,
        paymentIntentId,
        refundedCents: charge.amount_refunded,
        currency: charge.currency,
        occurredAt,
      };
    }
    default:
      return undefined;
  }
}
