import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MIN_DONATION_AMOUNT, type DonationConfig } from '@renewed/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { GetDonationConfigQuery } from './get-donation-config.query';

@QueryHandler(GetDonationConfigQuery)
export class GetDonationConfigHandler implements IQueryHandler<GetDonationConfigQuery, DonationConfig> {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async execute(): Promise<DonationConfig> {
    const { stripe, currency, maxAmount } = this.config.donations;
    return stripe
      ? { enabled: true, publishableKey: stripe.publishableKey, currency, minAmount: MIN_DONATION_AMOUNT, maxAmount }
      : { enabled: false, minAmount: MIN_DONATION_AMOUNT, maxAmount };
  }
}
