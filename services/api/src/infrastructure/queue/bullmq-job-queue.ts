import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { QueueEvents, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { DomainException } from '../../common/domain-exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { JobDefinition, RequestJobDefinition } from './job-definition';
import { JobQueue } from './job-queue';
import { redisConnection } from './redis-connection';
import { unpackReply, withinTimeout } from './request-timeout';

/** How long a producer waits for Redis to accept a job before answering 503. */
const ENQUEUE_TIMEOUT_MS = 5_000;
/** What a producer hears when Redis did not confirm a job in time (docs/product.md, "Limits and errors"). */
export const ENQUEUE_UNCONFIRMED_MESSAGE =
  'We could not confirm that this was received, so it may or may not be saved. Please try again in a moment; sending it again never saves it twice.';
/** How long readiness waits for Redis to answer a ping before calling it down. */
const HEALTH_PING_TIMEOUT_MS = 2_000;
/** Finished jobs kept for inspection (bounded). */
const KEEP_COMPLETED = 1_000;
const KEEP_FAILED = 5_000;

@Injectable()
export class BullmqJobQueue extends JobQueue implements OnModuleDestroy {
  private readonly logger = new Logger('BullmqJobQueue');
  /** One QueueEvents subscription per queue a producer waits on (request jobs), made on first use. */
  private readonly events = new Map<string, Promise<QueueEvents>>();

  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
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
      // The add may still reach Redis once it answers again, so "not accepted" would be untrue.
      // The job id makes a retry harmless (JobQueue.enqueue): say both.
      throw new DomainException('UNAVAILABLE', ENQUEUE_UNCONFIRMED_MESSAGE);
    } finally {
      clearTimeout(timer);
    }
  }

  private queueEvents(name: string): Promise<QueueEvents> {
    let events = this.events.get(name);
    if (!events) {
      const created = new QueueEvents(name, {
        connection: redisConnection(this.config.redisUrl!),
        prefix: this.config.queuePrefix,
      });
      // Every waiting request listens for its own job's events.
      created.setMaxListeners(0);
      events = created.waitUntilReady().then(() => created);
      events.catch(() => this.events.delete(name));
      this.events.set(name, events);
    }
    return events;
  }

  /**
   * The listener is attached before the job is added (QueueEvents is already reading the stream),
   * so a reply cannot slip by, and the job can be removed as soon as it finishes: the payload
   * stays in Redis only while it is waited for. On timeout the job is removed if no worker holds
   * it; a worker that holds it sees the payload's deadline and discards it.
   */
  async request<P, R>(definition: RequestJobDefinition<P, R>, payload: P, options: { timeoutMs: number }): Promise<R> {
    const started = Date.now();
    let events: QueueEvents;
    try {
      events = await withinTimeout(this.queueEvents(definition.queue), ENQUEUE_TIMEOUT_MS, definition.messages.unavailable);
    } catch (error) {
      this.logger.error({ queue: definition.queue, err: error }, 'could not listen for replies');
      throw new DomainException('UNAVAILABLE', definition.messages.unavailable);
    }
    const jobId = randomUUID();
    const completed = `completed:${jobId}`;
    const failed = `failed:${jobId}`;
    let detach = () => undefined as void;
    const outcome = new Promise<unknown>((resolve, reject) => {
      const onCompleted = (event: { returnvalue: unknown }) => resolve(event.returnvalue);
      const onFailed = (event: { failedReason: string }) => reject(new Error(event.failedReason));
      events.on(completed as 'completed', onCompleted);
      events.on(failed as 'failed', onFailed);
      detach = () => {
        events.off(completed as 'completed', onCompleted);
        events.off(failed as 'failed', onFailed);
      };
    });
    outcome.catch(() => undefined);
    const queue = this.queue(definition.queue);
    try {
      await withinTimeout(
        queue.add(definition.queue, payload, {
          jobId,
          attempts: definition.attempts,
          removeOnComplete: true,
          removeOnFail: true,
        }),
        Math.min(ENQUEUE_TIMEOUT_MS, options.timeoutMs),
        definition.messages.unavailable,
      );
    } catch (error) {
      detach();
      this.logger.error({ queue: definition.queue, err: error }, 'could not enqueue request job');
      throw new DomainException('UNAVAILABLE', definition.messages.unavailable);
    }
    const remaining = Math.max(1, options.timeoutMs - (Date.now() - started));
    let reply: unknown;
    try {
      reply = await withinTimeout(outcome, remaining, definition.messages.timeout, () => {
        // Not answered late: take the job off the queue when no worker has it yet.
        void queue.remove(jobId).catch(() => undefined);
      });
    } catch (error) {
      if (error instanceof DomainException) throw error;
      this.logger.warn({ queue: definition.queue }, 'request job failed in the worker');
      throw new DomainException('UNAVAILABLE', definition.messages.unavailable);
    } finally {
      detach();
    }
    return unpackReply(definition, reply);
  }

  async onModuleDestroy(): Promise<void> {
    const all = [...this.events.values()];
    this.events.clear();
    await Promise.all(all.map(async (events) => (await events.catch(() => undefined))?.close()));
  }

  /**
   * While Redis is down the queue's client holds commands until it reconnects, so an unbounded
   * ping would hang the readiness probe instead of reporting the outage.
   */
  async health(): Promise<'up' | 'down'> {
    try {
      const ping = (async () => ((await this.queue('assessment-saves').client) as unknown as Redis).ping())();
      return (await withinTimeout(ping, HEALTH_PING_TIMEOUT_MS, 'Redis did not answer')) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }
}
