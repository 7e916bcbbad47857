import { z } from 'zod';
import { ABSOLUTE_MAX_DONATION_AMOUNT, checkDonationAmount } from './donation-amount';

export * from './donation-amount';

/**
 * `POST /api/create-donation-intent`. The schema holds the absolute bounds; the API also checks
 * the operator's DONATION_MAX_AMOUNT, which `GET /api/donations/config` reports.
 */
export const createDonationIntentRequestSchema = z.strictObject({
  amount: z.number({ error: 'amount must be a number of dollars, for example 10 or 12.50' }).superRefine((value, context) => {
    const check = checkDonationAmount(value, ABSOLUTE_MAX_DONATION_AMOUNT);
    if (!check.ok) context.addIssue({ code: 'custom', message: check.message });
  }),
});
export type CreateDonationIntentRequest = z.infer<typeof createDonationIntentRequestSchema>;

export const donationIntentSchema = z.strictObject({ clientSecret: z.string().min(1) });
export type DonationIntent = z.infer<typeof donationIntentSchema>;

/** `GET /api/donations/config`: what the dialog needs, read at run time (never baked into a bundle). */
export const donationConfigSchema = z.discriminatedUnion('enabled', [
  z.strictObject({
    enabled: z.literal(true),
    publishableKey: z.string().regex(/^pk_/),
    currency: z.string().regex(/^[a-z]{3}$/),
    minAmount: z.number(),
    maxAmount: z.number(),
  }),
  z.strictObject({ enabled: z.literal(false), minAmount: z.number(), maxAmount: z.number() }),
]);
export type DonationConfig = z.infer<typeof donationConfigSchema>;

/** `POST /api/webhooks/stripe` answer once the event is queued (or recognised as a duplicate). */
export const webhookAcceptedSchema = z.strictObject({ received: z.literal(true) });
export type WebhookAccepted = z.infer<typeof webhookAcceptedSchema>;

const eventIdSchema = z.string().regex(/^evt_[A-Za-z0-9_]{1,250}$/, 'a Stripe event id (evt_...)');
const paymentIntentIdSchema = z.string().regex(/^pi_[A-Za-z0-9_]{1,250}$/, 'a PaymentIntent id (pi_...)');
const currencySchema = z.string().regex(/^[a-z]{3}$/);
const centsSchema = z.number().int().min(0);

/**
 * Job payload of `donation-webhooks`; the job id is `eventId`, so a redelivered event collapses.
 * Only what is recorded: amounts, currency, ids and times. No card data, no names, no emails.
 */
export const donationWebhookJobSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('payment_intent.succeeded'),
    eventId: eventIdSchema,
    paymentIntentId: paymentIntentIdSchema,
    amountCents: centsSchema,
    currency: currencySchema,
    occurredAt: z.iso.datetime(),
  }),
  z.strictObject({
    type: z.literal('payment_intent.payment_failed'),
    eventId: eventIdSchema,
    paymentIntentId: paymentIntentIdSchema,
    occurredAt: z.iso.datetime(),
  }),
  z.strictObject({
    type: z.literal('charge.refunded'),
    eventId: eventIdSchema,
    paymentIntentId: paymentIntentIdSchema,
    refundedCents: centsSchema,
    currency: currencySchema,
    occurredAt: z.iso.datetime(),
  }),
]);
export type DonationWebhookJob = z.infer<typeof donationWebhookJobSchema>;
