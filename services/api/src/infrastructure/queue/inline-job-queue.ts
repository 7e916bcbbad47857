import { Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DomainException } from '../../common/domain-exception';
import { InvalidJobPayloadError, type JobDefinition, type RequestJobDefinition } from './job-definition';
import { JobQueue } from './job-queue';
import { JobRunner } from './job-runner';
import { withinTimeout } from './request-timeout';

/** Longest pause between inline retries: the visitor is waiting on the request. */
const MAX_INLINE_BACKOFF_MS = 1_000;

/** Runs the job in the request (embedded mode: no Redis), with the definition's retries. */
@Injectable()
export class InlineJobQueue extends JobQueue {
  private readonly logger = new Logger('InlineJobQueue');

  constructor(private readonly runner: JobRunner) {
    super();
  }

  async enqueue<P>(definition: JobDefinition<P>, jobId: string, payload: P): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.runner.run(definition, payload);
        return;
      } catch (error) {
        if (error instanceof InvalidJobPayloadError) throw new DomainException('VALIDATION_FAILED', error.message);
        if (error instanceof DomainException) throw error;
        if (attempt >= definition.attempts) {
          this.logger.error({ queue: definition.queue, jobId, err: error }, 'inline job failed after all attempts');
          throw new DomainException('UNAVAILABLE', 'We could not save this right now. Please try again in a moment.');
        }
        await sleep(Math.min(definition.backoffMs * 2 ** (attempt - 1), MAX_INLINE_BACKOFF_MS));
      }
    }
  }

  /**
   * Runs the handler in the request, once (a request job retries inside its handler, where it
   * knows what is safe to retry). After the timeout the caller gets TIMEOUT and the late result
   * is dropped.
   */
  async request<P, R>(definition: RequestJobDefinition<P, R>, payload: P, options: { timeoutMs: number }): Promise<R> {
    let value: unknown;
    try {
      value = await withinTimeout(this.runner.run(definition, payload), options.timeoutMs, definition.messages.timeout);
    } catch (error) {
      if (error instanceof InvalidJobPayloadError) throw new DomainException('VALIDATION_FAILED', error.message);
      if (error instanceof DomainException) throw error;
      this.logger.error({ queue: definition.queue, err: error }, 'inline request job failed');
      throw new DomainException('UNAVAILABLE', definition.messages.unavailable);
    }
    const parsed = definition.result.safeParse(value);
    if (!parsed.success) throw new DomainException('UNAVAILABLE', definition.messages.unavailable);
    return parsed.data;
  }

  /** Inline jobs run inside their request: none is ever waiting when a session is deleted. */
  async forgetSession(): Promise<number> {
    return 0;
  }

  async health(): Promise<'not-configured'> {
    return 'not-configured';
  }
}
