import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { QueueName } from '@renewed/contracts';
import type { ResolvedConfig } from './app.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './infrastructure/database/database.module';
import { LoggingModule } from './infrastructure/logging/logging.module';
import { jobProcessor } from './infrastructure/queue/job-processor';
import { QueueModule } from './infrastructure/queue/queue.module';
import { AssessmentsModule } from './modules/assessments/assessments.module';
import { ASSESSMENT_SAVE_JOB } from './modules/assessments/jobs/assessment-save.job';
import { ChatModule } from './modules/chat/chat.module';
import { CHAT_REPLY_JOB } from './modules/chat/jobs/chat-reply.job';
import { SafetyScreenWarmUp } from './modules/chat/safety/warm-up';
import { DonationsModule } from './modules/donations/donations.module';
import { DONATION_WEBHOOK_JOB } from './modules/donations/jobs/donation-webhook.job';
import { PrivacyModule } from './modules/privacy/privacy.module';

/**
 * Each queue's consumer: the feature module whose handlers it runs, and its processor (one generic processor over the queue's job definition). A complete
 * record: a queue added to the contract without a consumer here fails the type check, so a worker
 * can never be told to serve a queue it cannot consume (WORKER_QUEUES refuses unknown names).
 */
const CONSUMERS: Record<QueueName, { feature: Type; processor: Type }> = {
  'assessment-saves': { feature: AssessmentsModule, processor: jobProcessor(ASSESSMENT_SAVE_JOB) },
  chat: { feature: ChatModule, processor: jobProcessor(CHAT_REPLY_JOB) },
  'donation-webhooks': { feature: DonationsModule, processor: jobProcessor(DONATION_WEBHOOK_JOB) },
};

export function consumersFor(queues: readonly QueueName[]) {
  return queues.map((queue) => ({ queue, ...CONSUMERS[queue] }));
}

/** The worker process: BullMQ consumers for the queues WORKER_QUEUES selects, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: ResolvedConfig): DynamicModule {
    const consumers = consumersFor(config.workerQueues);
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config),
        CqrsModule.forRoot(),
        DatabaseModule.forRoot(config.mongoUri),
        QueueModule.forRoot(
          config,
          consumers.map((consumer) => consumer.queue),
        ),
        PrivacyModule,
        ...new Set(consumers.map((consumer) => consumer.feature)),
      ],
      providers: [
        ...consumers.map((consumer) => consumer.processor),
        ...(config.workerQueues.includes('chat') ? [SafetyScreenWarmUp] : []),
      ],
    };
  }
}
