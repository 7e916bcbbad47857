import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { donationWebhookJobSchema } from '@renewed/contracts';
import { DomainException } from '../../../common/domain-exception';
import { describeIssues } from '../../../common/zod-validation.pipe';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { JobQueue } from '../../../infrastructure/queue/job-queue';
import { DONATION_WEBHOOK_JOB } from '../jobs/donation-webhook.job';
import { toDonationWebhookJob } from '../stripe-event.mapper';
import { StripeGateway, StripeSignatureError } from '../stripe-gateway';
import { AcceptStripeEventCommand } from './accept-stripe-event.command';

@CommandHandler(AcceptStripeEventCommand)
export class AcceptStripeEventHandler implements ICommandHandler<AcceptStripeEventCommand, { queued: boolean }> {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly stripe: StripeGateway,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ rawBody, signature }: AcceptStripeEventCommand): Promise<{ queued: boolean }> {
    const secret = this.config.donations.webhookSecret;
    if (!secret) throw new DomainException('UNAVAILABLE', 'Stripe events are not accepted on this server (no webhook secret).');
    if (!rawBody || rawBody.length === 0) {
      throw new DomainException('VALIDATION_FAILED', 'Send the Stripe event as the JSON body (content-type application/json).');
    }
    let event;
    try {
      event = this.stripe.verifyEvent(rawBody, signature, secret);
    } catch (error) {
      if (error instanceof StripeSignatureError) throw new DomainException('VALIDATION_FAILED', error.message);
      throw error;
    }
    const job = toDonationWebhookJob(event);
    if (!job) {
      this.logger.log({ eventId: event.id, type: event.type }, 'Stripe event acknowledged, not used by donations');
      return { queued: false };
    }
    const parsed = donationWebhookJobSchema.safeParse(job);
    if (!parsed.success) {
      throw new DomainException('VALIDATION_FAILED', `The ${event.type} event is not usable: ${describeIssues(parsed.error)}`);
    }
    // The event id is the job id: a redelivered event collapses onto the queued or finished job.
    await this.queue.enqueue(DONATION_WEBHOOK_JOB, parsed.data.eventId, parsed.data);
    return { queued: true };
  }
}
