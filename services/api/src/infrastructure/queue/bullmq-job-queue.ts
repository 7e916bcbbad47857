import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DomainException } from '../../common/domain-exception';
import type { JobDefinition } from './job-definition';
import { JobQueue } from './job-queue';

/** How long a producer waits for Redis to accept a job before answering 503. */
const ENQUEUE_TIMEOUT_MS = 5_000;
/** Finished jobs kept for inspection (bounded). */
const KEEP_COMPLETED = 1_000;
const KEEP_FAILED = 5_000;

@Injectable()
export class BullmqJobQueue extends JobQueue {
  private readonly logger = new Logger('BullmqJobQueue');

  constructor(private readonly moduleRef: ModuleRef) {
    super();
  }

  private queue(name: string): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  async enqueue<P>(definition: JobDefinition<P>, jobId: string, payload: P): Promise<void> {
    const adding = this.queue(definition.queue).add(definition.queue, payload, {
      jobId,
      attempts: definition.attempts,
      backoff: { type: 'exponential', delay: definition.backoffMs },
      removeOnComplete: { count: KEEP_COMPLETED },
      removeOnFail: { count: KEEP_FAILED },
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('enqueue timed out')), ENQUEUE_TIMEOUT_MS);
    });
    try {
      await Promise.race([adding, timeout]);
    } catch (error) {
      this.logger.error({ queue: definition.queue, err: error }, 'could not enqueue job');
      throw new DomainException('UNAVAILABLE', 'We could not accept this right now. Please try again in a moment.');
    } finally {
      clearTimeout(timer);
    }
  }

  async health(): Promise<'up' | 'down'> {
    try {
      const client = (await this.queue('assessment-saves').client) as unknown as Redis;
      return (await client.ping()) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }
}
