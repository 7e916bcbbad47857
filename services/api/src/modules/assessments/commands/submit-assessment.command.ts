import { Command } from '@nestjs/cqrs';
import type { AssessmentSaveJob, SubmissionAccepted } from '@renewed/contracts';

/**
 * A validated submission from the API, to be queued for saving. The submission carries its
 * session id, which the controller has already checked against the X-Session-Id header.
 */
export class SubmitAssessmentCommand extends Command<SubmissionAccepted> {
  constructor(readonly job: Pick<AssessmentSaveJob, 'kind' | 'submission'>) {
    super();
  }
}
