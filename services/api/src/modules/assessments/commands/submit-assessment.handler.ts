import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { canonical, type AssessmentSaveJob, type SubmissionAccepted } from '@renewed/contracts';
import { createHash } from 'node:crypto';
import { Clock } from '../../../common/clock';
import { JobQueue } from '../../../infrastructure/queue/job-queue';
import { ASSESSMENT_SAVE_JOB } from '../jobs/assessment-save.job';
import { SubmitAssessmentCommand } from './submit-assessment.command';

/**
 * The submission id is a hash of the kind, the session and the canonical submission: a retried
 * POST (same content) gets the same id, so the queue collapses it and the store keeps one copy.
 */
export function submissionId(job: Pick<AssessmentSaveJob, 'kind' | 'submission'>): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ kind: job.kind, submission: job.submission })))
    .digest('hex')
    .slice(0, 32);
}

@CommandHandler(SubmitAssessmentCommand)
export class SubmitAssessmentHandler implements ICommandHandler<SubmitAssessmentCommand, SubmissionAccepted> {
  constructor(
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  async execute({ job }: SubmitAssessmentCommand): Promise<SubmissionAccepted> {
    const id = submissionId(job);
    const payload = { ...job, submissionId: id, submittedAt: this.clock.now().toISOString() } as AssessmentSaveJob;
    await this.queue.enqueue(ASSESSMENT_SAVE_JOB, id, payload);
    return { id, status: 'accepted' };
  }
}
