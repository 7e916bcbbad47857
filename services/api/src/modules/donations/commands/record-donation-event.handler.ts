import { Logger } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock';
import { DonationsRepository } from '../donations.repository';
import { DonationReceivedEvent } from '../events/donation-received.event';
import { RecordDonationEventCommand, type DonationEventOutcome } from './record-donation-event.command';

/** A refund arrived before its payment was recorded: the job is retried with backoff until it is. */
export class DonationNotRecordedYetError extends Error {
  override readonly name = 'DonationNotRecordedYetError';
}

@CommandHandler(RecordDonationEventCommand)
export class RecordDonationEventHandler implements ICommandHandler<
  RecordDonationEventCommand,
  { outcome: DonationEventOutcome }
> {
  private readonly logger = new Logger('Donations');

  constructor(
    private readonly repository: DonationsRepository,
    private readonly eventBus: EventBus,
    private readonly clock: Clock,
  ) {}

  async execute({ job }: RecordDonationEventCommand): Promise<{ outcome: DonationEventOutcome }> {
    switch (job.type) {
      case 'payment_intent.succeeded': {
        const donation = {
          paymentIntentId: job.paymentIntentId,
          eventId: job.eventId,
          amountCents: job.amountCents,
          currency: job.currency,
          succeededAt: new Date(job.occurredAt),
        };
        const recorded = await this.repository.recordOnce(donation, this.clock.now());
        if (!recorded) return { outcome: 'duplicate' };
        this.eventBus.publish(new DonationReceivedEvent(donation.paymentIntentId, donation.amountCents, donation.currency));
        return { outcome: 'recorded' };
      }
      case 'payment_intent.payment_failed':
        // Nothing to record: no money moved. Stripe already told the visitor in the payment form.
        this.logger.log({ eventId: job.eventId, paymentIntentId: job.paymentIntentId }, 'donation payment failed');
        return { outcome: 'payment-failed' };
      case 'charge.refunded': {
        const result = await this.repository.applyRefund(job.paymentIntentId, job.refundedCents, job.eventId);
        if (result === 'missing') {
          throw new DonationNotRecordedYetError(`refund ${job.eventId} for a payment not recorded yet; retrying`);
        }
        return { outcome: 'refund-applied' };
      }
      default: {
        const unreachable: never = job;
        return unreachable;
      }
    }
  }
}
