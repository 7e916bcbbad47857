import { Command } from '@nestjs/cqrs';
import type { AssessmentSaveJob, SessionId, SubmissionAccepted } from '@renewed/contracts';

/** A validated submission from the API, to be queued for saving. */
export class SubmitAssessmentCommand extends Command<SubmissionAccepted> {
  constructor(
    readonly sessionId: SessionId,
    readonly job: Pick<AssessmentSaveJob, 'kind' | 'submission'>,
  ) {
    super();
  }
}
