import { Command } from '@nestjs/cqrs';
import type { AssessmentSaveJob } from '@renewed/contracts';

/** Persists one queued submission (run by the worker, or inline in embedded mode). */
export class SaveAssessmentCommand extends Command<{ stored: boolean }> {
  constructor(readonly job: AssessmentSaveJob) {
    super();
  }
}
