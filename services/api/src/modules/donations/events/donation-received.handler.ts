import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { DonationReceivedEvent } from './donation-received.event';

/** Logs each new donation (amount and currency only): the operator's record that money arrived. */
@EventsHandler(DonationReceivedEvent)
export class DonationReceivedHandler implements IEventHandler<DonationReceivedEvent> {
  private readonly logger = new Logger('Donations');

  handle(event: DonationReceivedEvent): void {
    this.logger.log(
      { paymentIntentId: event.paymentIntentId, amountCents: event.amountCents, currency: event.currency },
      'donation received',
    );
  }
}
