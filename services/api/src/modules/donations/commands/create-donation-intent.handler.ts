import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkDonationAmount, type DonationIntent } from '@renewed/contracts';
import { randomUUID } from 'node:crypto';
import { DomainException } from '../../../common/domain-exception';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { StripeGateway, StripeRequestError } from '../stripe-gateway';
import { CreateDonationIntentCommand } from './create-donation-intent.command';

@CommandHandler(CreateDonationIntentCommand)
export class CreateDonationIntentHandler implements ICommandHandler<CreateDonationIntentCommand, DonationIntent> {
  constructor(
    private readonly stripe: StripeGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ amount }: CreateDonationIntentCommand): Promise<DonationIntent> {
    if (!this.stripe.paymentsEnabled) {
      throw new DomainException('UNAVAILABLE', 'Card donations are not available on this server.');
    }
    const check = checkDonationAmount(amount, this.config.donations.maxAmount);
    if (!check.ok) throw new DomainException('VALIDATION_FAILED', `Request body is invalid: ${check.message}`);
    try {
      const clientSecret = await this.stripe.createPaymentIntent({
        cents: check.cents,
        currency: this.config.donations.currency,
        // One key per request: the client library's network retries of this call reuse it.
        idempotencyKey: `donation-intent-${randomUUID()}`,
      });
      return { clientSecret };
    } catch (error) {
      if (error instanceof StripeRequestError) {
        throw new DomainException('UPSTREAM_FAILED', `The payment service could not start this donation: ${error.message}`);
      }
      throw error;
    }
  }
}
