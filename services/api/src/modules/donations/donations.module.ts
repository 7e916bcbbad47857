import { Module } from '@nestjs/common';
import { DonationsController } from './donations.controller';
import { DonationsRepository } from './donations.repository';
import { DONATIONS_HANDLERS } from './index';
import { StripeGateway } from './stripe-gateway';

/**
 * Used by the API (intent creation, webhook intake) and by the worker (recording events). No
 * personal-data contributor: donations hold no session id and nothing about the visitor.
 */
@Module({
  controllers: [DonationsController],
  providers: [DonationsRepository, StripeGateway, ...DONATIONS_HANDLERS],
})
export class DonationsModule {}
