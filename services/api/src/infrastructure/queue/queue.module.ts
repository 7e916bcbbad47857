import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ALL_QUEUES, type QueueName } from '@renewed/contracts';
import type { AppConfig } from '../../config/app-config';
import { BullmqJobQueue } from './bullmq-job-queue';
import { InlineJobQueue } from './inline-job-queue';
import { JobQueue } from './job-queue';
import { JobRunner } from './job-runner';

/** ioredis options from a redis:// URL (BullMQ takes options, not a URL). */
export function redisConnection(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
}

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
        BullModule.registerQueue(...queues.map((name) => ({ name }))),
      ],
      providers: [JobRunner, { provide: JobQueue, useClass: BullmqJobQueue }],
      exports: [JobQueue, JobRunner, BullModule],
    };
  }
}
