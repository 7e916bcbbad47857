import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { SessionId } from '@renewed/contracts';
import { QueueEvents, type Job, type JobType, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { DomainException } from '../../common/domain-exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { markSessionDeleted } from './deletion-markers';
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
/**
 * A completed job is removed at once (its payload may be personal data and has done its work); a
 * failed one is kept for an operator to look at for FAILED_JOB_TTL_SECONDS, removed by BullMQ
 * when a later job of the queue fails (docs/privacy-under-faults.md, "What the queues keep").
 */
export const FAILED_JOB_TTL_SECONDS = 24 * 3_600;
/** States in which a job still waits to run (or failed and is kept a while), searched on delete. */
const WAITING_STATES: JobType[] = ['waiting', 'delayed', 'prioritized', 'paused', 'failed', 'waiting-children'];
const SCAN_PAGE = 500;

/**
 * Settles with the job's return value on its "completed" event, or rejects on its "failed" event.
 * The listeners go away once it settles; a caller that stops waiting calls `stop` (the promise then
 * never settles and is dropped).
 */
function finishOf(events: QueueEvents, jobId: string): Promise<unknown> & { stop(): void } {
  // Per-job event names are emitted by QueueEvents but not part of its typed listener map.
  const emitter = events as unknown as EventEmitter;
  const completed = `completed:${jobId}`;
  const failed = `failed:${jobId}`;
  let stop = () => undefined as void;
  const promise = new Promise<unknown>((resolve, reject) => {
    const onCompleted = (args: { returnvalue: unknown }) => {
      stop();
      resolve(args.returnvalue);
    };
    const onFailed = (args: { failedReason: string }) => {
      stop();
      reject(new Error(args.failedReason));
    };
    stop = () => {
      emitter.off(completed, onCompleted);
      emitter.off(failed, onFailed);
    };
    emitter.on(completed, onCompleted);
    emitter.on(failed, onFailed);
  });
  return Object.assign(promise, { stop: () => stop() });
}

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
      removeOnComplete: true,
      removeOnFail: { age: FAILED_JOB_TTL_SECONDS },
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

  /**
   * The subscription reads the queue's event stream from its last entry at the time it is made
   * (not from "$" at its first read, which may come later), so no event after that point is missed.
   */
  private queueEvents(name: string): Promise<QueueEvents> {
    let events = this.events.get(name);
    if (!events) {
      const queue = this.queue(name);
      events = (async () => {
        const client = (await queue.client) as unknown as Redis;
        const [last] = await client.xrevrange(queue.keys.events, '+', '-', 'COUNT', 1);
        const created = new QueueEvents(name, {
          connection: redisConnection(this.config.redisUrl!),
          prefix: this.config.queuePrefix,
          lastEventId: last?.[0] ?? '0-0',
        });
        // Every waiting request listens for its own job's events.
        created.setMaxListeners(0);
        await created.waitUntilReady();
        return created;
      })();
      events.catch(() => this.events.delete(name));
      this.events.set(name, events);
    }
    return events;
  }

  /**
   * The job is removed as soon as it finishes (the payload stays in Redis only while it is waited
   * for), so its result is taken from the "completed" event, listened for before the job is added.
   * (BullMQ's waitUntilFinished also looks the job up once, and when a quick worker has already
   * finished and removed it, it fails with "Missing key for job" although the job succeeded.)
   * On timeout the job is removed if no worker holds it; a worker that holds it sees the payload's
   * deadline and discards it.
   */
  async request<P, R>(definition: RequestJobDefinition<P, R>, payload: P, options: { timeoutMs: number }): Promise<R> {
    const started = Date.now();
    const queue = this.queue(definition.queue);
    const jobId = randomUUID();
    let finished: ReturnType<typeof finishOf> | undefined;
    try {
      const events = await withinTimeout(this.queueEvents(definition.queue), ENQUEUE_TIMEOUT_MS, definition.messages.unavailable);
      finished = finishOf(events, jobId);
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
      finished?.stop();
      this.logger.error({ queue: definition.queue, err: error }, 'could not enqueue request job');
      throw new DomainException('UNAVAILABLE', definition.messages.unavailable);
    }
    const remaining = Math.max(1, options.timeoutMs - (Date.now() - started));
    let reply: unknown;
    try {
      reply = await withinTimeout(finished!, remaining, definition.messages.timeout, () => {
        finished!.stop();
        // Not answered late: take the job off the queue when no worker has it yet.
        void queue.remove(jobId).catch(() => undefined);
      });
    } catch (error) {
      if (error instanceof DomainException) throw error;
      this.logger.warn({ queue: definition.queue }, 'request job failed in the worker');
      throw new DomainException('UNAVAILABLE', definition.messages.unavailable);
    }
    return unpackReply(definition, reply);
  }

  async forgetSession(sessionId: SessionId, definitions: readonly JobDefinition<never>[]): Promise<number> {
    let removed = 0;
    for (const definition of definitions) {
      if (!definition.sessionOf) continue;
      const queue = this.queue(definition.queue);
      // The marker first: a job a worker takes while the queue is searched is already stopped by it.
      await markSessionDeleted((await queue.client) as unknown as Redis, this.config.queuePrefix, sessionId, Date.now());
      const matching: Job[] = [];
      for (let start = 0; ; start += SCAN_PAGE) {
        const jobs = await queue.getJobs(WAITING_STATES, start, start + SCAN_PAGE - 1, true);
        for (const job of jobs) {
          const parsed = definition.schema.safeParse(job?.data);
          if (job && parsed.success && definition.sessionOf(parsed.data) === sessionId) matching.push(job);
        }
        if (jobs.length < SCAN_PAGE) break;
      }
      for (const job of matching) {
        // A job a worker holds (locked) cannot be removed; the marker stops it from writing.
        if (
          await job.remove().then(
            () => true,
            () => false,
          )
        )
          removed += 1;
      }
    }
    return removed;
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
