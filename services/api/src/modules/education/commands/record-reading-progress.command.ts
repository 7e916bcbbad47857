import { Command } from '@nestjs/cqrs';
import type { EducationProgress, EducationProgressUpdate, SessionId } from '@renewed/contracts';

/** A validated progress report from the visitor's session for one module. */
export class RecordReadingProgressCommand extends Command<EducationProgress> {
  constructor(
    readonly sessionId: SessionId,
    readonly moduleId: string,
    readonly update: EducationProgressUpdate,
  ) {
    super();
  }
}
