import { Command } from '@nestjs/cqrs';
import type { DonationWebhookJob } from '@renewed/contracts';

export type DonationEventOutcome = 'recorded' | 'duplicate' | 'refund-applied' | 'payment-failed';

/** Applies one verified Stripe event to the donations collection (run by the worker, or inline). */
export class RecordDonationEventCommand extends Command<{ outcome: DonationEventOutcome }> {
  constructor(readonly job: DonationWebhookJob) {
    super();
  }
}
