import type { ICommand } from '@nestjs/cqrs';
import type { QueueName, SessionId } from '@renewed/contracts';
import type { z } from 'zod';
import type { AppConfig } from '../../config/app-config';

/**
 * What a queue's job is: the payload schema (from libs/contracts) and the command it becomes.
 * The worker's processor and the inline driver both run a job through this one definition, so
 * the same handler code does the work whichever driver is configured.
 */
export type JobDefinition<P> = {
  queue: QueueName;
  schema: z.ZodType<P>;
  toCommand(payload: P): ICommand;
  /** Total tries, including the first. */
  attempts: number;
  /** First retry delay; later retries back off exponentially. */
  backoffMs: number;
  /**
   * The visitor a job belongs to, for jobs that carry personal data: delete-account removes such
   * jobs from the queue, and a worker does not run one whose session was deleted after it was queued.
   */
  sessionOf?(payload: P): SessionId;
  /** Jobs one worker process runs at once (default 1). */
  concurrency?(config: AppConfig): number;
};

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/** A payload that fails its schema: retrying cannot help. */
export class InvalidJobPayloadError extends Error {
  override readonly name = 'InvalidJobPayloadError';
}

/**
 * A job whose producer waits for its result (request/reply): the chat reply. `result` validates
 * what comes back from the worker, so the gateway never passes on a malformed reply.
 */
export type RequestJobDefinition<P, R> = JobDefinition<P> & {
  result: z.ZodType<R>;
  /** Readable messages for the caller when no reply comes in time, or the job could not run. */
  messages: { timeout: string; unavailable: string };
};

export function defineRequestJob<P, R>(definition: RequestJobDefinition<P, R>): RequestJobDefinition<P, R> {
  return definition;
}
