import type { JobDefinition } from './job-definition';

/**
 * The port producers use. `bullmq` puts the job on Redis for a worker process; `inline` runs it
 * in the request with the same handler code. Handlers never know which one is configured.
 */
export abstract class JobQueue {
  /** Adds a job; a job id already queued is not added twice. Resolves once the job is accepted. */
  abstract enqueue<P>(definition: JobDefinition<P>, jobId: string, payload: P): Promise<void>;
  /** 'not-configured' for the inline driver. */
  abstract health(): Promise<'up' | 'down' | 'not-configured'>;
}
