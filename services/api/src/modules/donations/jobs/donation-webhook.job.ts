import { donationWebhookJobSchema, QUEUE_NAMES, type DonationWebhookJob } from '@renewed/contracts';
import { defineJob } from '../../../infrastructure/queue/job-definition';
import { RecordDonationEventCommand } from '../commands/record-donation-event.command';

/**
 * donation-webhooks: many tries with exponential backoff (docs/decisions/0003-card-donations.md, "Card donations with Stripe"): a
 * database outage or a refund that arrives before its payment must never lose a donation.
 */
export const DONATION_WEBHOOK_JOB = defineJob<DonationWebhookJob>({
  queue: QUEUE_NAMES.donationWebhooks,
  schema: donationWebhookJobSchema,
  toCommand: (payload) => new RecordDonationEventCommand(payload),
  attempts: 12,
  backoffMs: 1_000,
  // Events recorded at once by one worker process; MongoDB's unique indexes keep each one single.
  concurrency: () => 8,
});
