import type { SessionId } from '@renewed/contracts';
import type { JobDefinition, RequestJobDefinition } from './job-definition';

/**
 * The port producers use. `bullmq` puts the job on Redis for a worker process; `inline` runs it
 * in the request with the same handler code. Handlers never know which one is configured.
 */
export abstract class JobQueue {
  /**
   * Adds a job; a job id already queued is not added twice. Resolves once the job is accepted.
   * The id must make a retry harmless (a hash of the content, stored with `$setOnInsert`): when
   * Redis does not confirm in time the caller is told to try again, and the job may still land.
   */
  abstract enqueue<P>(definition: JobDefinition<P>, jobId: string, payload: P): Promise<void>;
  /**
   * Adds a job and waits for its result. When no result arrives within `timeoutMs` it throws
   * `DomainException('TIMEOUT')` and the job is discarded, never answered late. A handler's
   * `DomainException` reaches the caller with its code and message, from either driver.
   */
  abstract request<P, R>(definition: RequestJobDefinition<P, R>, payload: P, options: { timeoutMs: number }): Promise<R>;
  /**
   * Removes the session's jobs still in the queue (of the definitions given, those that carry a
   * session) and marks the session deleted, so a job a worker already holds does not write.
   * Resolves with the number of jobs removed.
   */
  abstract forgetSession(sessionId: SessionId, definitions: readonly JobDefinition<never>[]): Promise<number>;
  /** 'not-configured' for the inline driver. */
  abstract health(): Promise<'up' | 'down' | 'not-configured'>;
}
