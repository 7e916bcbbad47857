import { Command } from '@nestjs/cqrs';

/** A Stripe webhook delivery: verify it, queue it (job id = event id), answer at once. */
export class AcceptStripeEventCommand extends Command<{ queued: boolean }> {
  constructor(
    readonly rawBody: Buffer | undefined,
    readonly signature: string | undefined,
  ) {
    super();
  }
}
