import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUE_NAMES } from '@renewed/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import { InvalidJobPayloadError } from '../../../infrastructure/queue/job-definition';
import { JobRunner } from '../../../infrastructure/queue/job-runner';
import { DONATION_WEBHOOK_JOB } from './donation-webhook.job';

/** Events recorded at once by one worker process; MongoDB's unique indexes keep each one single. */
const CONCURRENCY = 8;

/** Thin: validate the payload and execute the command. A bad payload is not retried. */
@Processor(QUEUE_NAMES.donationWebhooks, { concurrency: CONCURRENCY })
export class DonationWebhookProcessor extends WorkerHost {
  constructor(private readonly runner: JobRunner) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    try {
      return await this.runner.run(DONATION_WEBHOOK_JOB, job.data);
    } catch (error) {
      if (error instanceof InvalidJobPayloadError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
}
