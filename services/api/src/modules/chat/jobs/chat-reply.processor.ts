import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { QUEUE_NAMES } from '@renewed/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { InvalidJobPayloadError } from '../../../infrastructure/queue/job-definition';
import { JobRunner } from '../../../infrastructure/queue/job-runner';
import type { JobReply } from '../../../infrastructure/queue/job-reply';
import { CHAT_REPLY_JOB } from './chat-reply.job';

/** Thin: validate the payload, build the reply, hand it back. CHAT_CONCURRENCY replies at once. */
@Processor(QUEUE_NAMES.chat)
export class ChatReplyProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly runner: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.chat.concurrency;
  }

  async process(job: Job): Promise<JobReply> {
    try {
      return await this.runner.reply(CHAT_REPLY_JOB, job.data);
    } catch (error) {
      if (error instanceof InvalidJobPayloadError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
}
