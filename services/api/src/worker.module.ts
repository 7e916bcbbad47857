import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { QueueName } from '@renewed/contracts';
import type { ResolvedConfig } from './app.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './infrastructure/database/database.module';
import { LoggingModule } from './infrastructure/logging/logging.module';
import { QueueModule } from './infrastructure/queue/queue.module';
import { AssessmentsModule } from './modules/assessments/assessments.module';
import { AssessmentSaveProcessor } from './modules/assessments/jobs/assessment-save.processor';
import { ChatModule } from './modules/chat/chat.module';
import { ChatReplyProcessor } from './modules/chat/jobs/chat-reply.processor';
import { DonationsModule } from './modules/donations/donations.module';
import { DonationWebhookProcessor } from './modules/donations/jobs/donation-webhook.processor';
import { PrivacyModule } from './modules/privacy/privacy.module';

/**
 * Each queue's consumer: the feature module whose handlers it runs, and its processor. A complete
 * record: a queue added to the contract without a consumer here fails the type check, so a worker
 * can never be told to serve a queue it cannot consume (WORKER_QUEUES refuses unknown names).
 */
const CONSUMERS: Record<QueueName, { feature: Type; processor: Type }> = {
  'assessment-saves': { feature: AssessmentsModule, processor: AssessmentSaveProcessor },
  chat: { feature: ChatModule, processor: ChatReplyProcessor },
  'donation-webhooks': { feature: DonationsModule, processor: DonationWebhookProcessor },
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
      providers: consumers.map((consumer) => consumer.processor),
    };
  }
}
