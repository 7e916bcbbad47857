import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import type { SessionId } from '@renewed/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { deletedSince } from './deletion-markers';
import { InvalidJobPayloadError, type JobDefinition, type RequestJobDefinition } from './job-definition';
import { JobRunner } from './job-runner';

/**
 * How soon a job held by a worker that died comes back (docs/privacy-under-faults.md, "Workers
 * that die"). A live worker renews its lock every lockDuration / 2; a dead one's lock expires at
 * most LOCK_DURATION_MS after its last renewal, and another worker's stalled-job check, every
 * STALLED_INTERVAL_MS, puts the job back: within about 25 s, where BullMQ's defaults (30 s each)
 * take up to a minute and more.
 */
export const LOCK_DURATION_MS = 15_000;
export const STALLED_INTERVAL_MS = 10_000;

/**
 * The worker's consumer for one queue, from its job definition. Thin: validate the payload,
 * execute the command (a request job hands back its reply). A bad payload is not retried. A job
 * of a session deleted after the job was queued is dropped without writing: the deletion wins.
 */
export function jobProcessor<P>(definition: JobDefinition<P> | RequestJobDefinition<P, unknown>): Type<WorkerHost> {
  const isRequest = 'result' in definition;

  @Processor(definition.queue, { lockDuration: LOCK_DURATION_MS, stalledInterval: STALLED_INTERVAL_MS })
  class QueueJobProcessor extends WorkerHost implements OnApplicationBootstrap {
    private readonly logger = new Logger(`${definition.queue} processor`);

    constructor(
      @Inject(JobRunner) private readonly runner: JobRunner,
      @Inject(APP_CONFIG) private readonly config: AppConfig,
    ) {
      super();
    }

    onApplicationBootstrap(): void {
      this.worker.concurrency = definition.concurrency?.(this.config) ?? 1;
    }

    async process(job: Job): Promise<unknown> {
      try {
        if (definition.sessionOf && (await this.sessionDeleted(job, definition.sessionOf))) {
          // No session id or payload in the log line: the job id says which one.
          this.logger.log({ jobId: job.id }, 'job dropped: its session was deleted after it was queued');
          return { dropped: true };
        }
        return isRequest ? await this.runner.reply(definition, job.data) : await this.runner.run(definition, job.data);
      } catch (error) {
        if (error instanceof InvalidJobPayloadError) throw new UnrecoverableError(error.message);
        throw error;
      }
    }

    private async sessionDeleted(job: Job, sessionOf: (payload: P) => SessionId): Promise<boolean> {
      const payload = this.runner.parse(definition, job.data);
      const redis = (await this.worker.client) as unknown as Redis;
      return deletedSince(redis, this.config.queuePrefix, sessionOf(payload), job.timestamp, Date.now());
    }
  }
  Object.defineProperty(QueueJobProcessor, 'name', { value: `${definition.queue}-processor` });
  return QueueJobProcessor;
}
