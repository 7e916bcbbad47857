import { Command } from '@nestjs/cqrs';
import type { DonationIntent } from '@renewed/contracts';

/** Starts a card donation: a Stripe PaymentIntent for `amount` dollars. */
export class CreateDonationIntentCommand extends Command<DonationIntent> {
  constructor(readonly amount: number) {
    super();
  }
}
