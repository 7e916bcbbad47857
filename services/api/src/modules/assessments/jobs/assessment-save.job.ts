import { assessmentSaveJobSchema, QUEUE_NAMES, type AssessmentSaveJob } from '@renewed/contracts';
import { defineJob } from '../../../infrastructure/queue/job-definition';
import { SaveAssessmentCommand } from '../commands/save-assessment.command';

/** assessment-saves: several tries with exponential backoff (docs/architecture.md, "Queues"). */
export const ASSESSMENT_SAVE_JOB = defineJob<AssessmentSaveJob>({
  queue: QUEUE_NAMES.assessmentSaves,
  schema: assessmentSaveJobSchema,
  toCommand: (payload) => new SaveAssessmentCommand(payload),
  attempts: 5,
  backoffMs: 500,
  sessionOf: (payload) => payload.submission.sessionId,
});
