import { Controller, Headers, Req, type RawBodyRequest } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type CreateDonationIntentRequest,
  type DonationConfig,
  type DonationIntent,
  type WebhookAccepted,
} from '@renewed/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiRoute, RouteBody } from '../../common/api-route.decorator';
import { AcceptStripeEventCommand } from './commands/accept-stripe-event.command';
import { CreateDonationIntentCommand } from './commands/create-donation-intent.command';
import { GetDonationConfigQuery } from './queries/get-donation-config.query';

/** Donations are not linked to a visitor session: no X-Session-Id is read here. */
@Controller()
export class DonationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @ApiRoute('donationConfig')
  config(): Promise<DonationConfig> {
    return this.queryBus.execute(new GetDonationConfigQuery());
  }

  @ApiRoute('createDonationIntent')
  createIntent(@RouteBody('Request body') body: CreateDonationIntentRequest): Promise<DonationIntent> {
    return this.commandBus.execute(new CreateDonationIntentCommand(body.amount));
  }

  /** The body is read raw: Stripe's signature covers the exact bytes (bootstrap.ts sets rawBody). */
  @ApiRoute('stripeWebhook')
  async stripeWebhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookAccepted> {
    await this.commandBus.execute(new AcceptStripeEventCommand(request.rawBody, signature));
    return { received: true };
  }
}
