import { AcceptStripeEventHandler } from './commands/accept-stripe-event.handler';
import { CreateDonationIntentHandler } from './commands/create-donation-intent.handler';
import { RecordDonationEventHandler } from './commands/record-donation-event.handler';
import { DonationReceivedHandler } from './events/donation-received.handler';
import { GetDonationConfigHandler } from './queries/get-donation-config.handler';

export const DONATIONS_HANDLERS = [
  CreateDonationIntentHandler,
  AcceptStripeEventHandler,
  RecordDonationEventHandler,
  DonationReceivedHandler,
  GetDonationConfigHandler,
];
