import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ALL_QUEUES, type QueueName } from '@renewed/contracts';
import type { AppConfig } from '../../config/app-config';
import { BullmqJobQueue } from './bullmq-job-queue';
import { InlineJobQueue } from './inline-job-queue';
import { JobQueue } from './job-queue';
import { JobRunner } from './job-runner';
import { redisConnection } from './redis-connection';

export { redisConnection };

/**
 * Per-queue options. Chat replies pass through the queue's event stream on their way back to
 * the gateway; keep only the last few there (docs/architecture.md, "Ask an Auntie").
 */
const QUEUE_OPTIONS: Partial<Record<QueueName, { streams: { events: { maxLen: number } } }>> = {
  chat: { streams: { events: { maxLen: 100 } } },
};

/**
 * The JobQueue port with the configured driver. The API registers every queue as a producer;
 * the worker registers only the queues WORKER_QUEUES selects.
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig, queues: readonly QueueName[] = ALL_QUEUES): DynamicModule {
    if (config.queueDriver === 'inline') {
      return {
        module: QueueModule,
        providers: [JobRunner, { provide: JobQueue, useClass: InlineJobQueue }],
        exports: [JobQueue, JobRunner],
      };
    }
    return {
      module: QueueModule,
      imports: [
        BullModule.forRoot({ connection: redisConnection(config.redisUrl!), prefix: config.queuePrefix }),
        BullModule.registerQueue(...queues.map((name) => ({ name, ...QUEUE_OPTIONS[name] }))),
      ],
      providers: [JobRunner, { provide: JobQueue, useClass: BullmqJobQueue }],
      exports: [JobQueue, JobRunner, BullModule],
    };
  }
}
