import { Schema } from 'mongoose';

/**
 * Donations recorded from Stripe events. Not visitor data: no session id, no card data, no names
 * or emails; only what Stripe reports about the payment (amount, currency, ids, times).
 */
export const DONATIONS_COLLECTION = 'donations';

export function buildDonationSchema(): Schema {
  const schema = new Schema(
    {
      /** The PaymentIntent id: one donation per payment, whatever Stripe redelivers. */
      _id: { type: String, required: true },
      /** The `payment_intent.succeeded` event that recorded it. */
      eventId: { type: String, required: true },
      amountCents: { type: Number, required: true },
      currency: { type: String, required: true },
      succeededAt: { type: Date, required: true },
      refundedCents: { type: Number, required: true, default: 0 },
      /** `charge.refunded` events already applied. */
      refundEventIds: { type: [String], default: [] },
      recordedAt: { type: Date, required: true },
    },
    { collection: DONATIONS_COLLECTION, versionKey: false },
  );
  // Exactly once: the same succeeded event can never record a second donation.
  schema.index({ eventId: 1 }, { unique: true });
  return schema;
}
