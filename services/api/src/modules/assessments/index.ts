import { SaveAssessmentHandler } from './commands/save-assessment.handler';
import { SubmitAssessmentHandler } from './commands/submit-assessment.handler';
import { GetLatestLipedemaAssessmentHandler, GetLatestUniversalAssessmentHandler } from './queries/get-latest-assessment.handler';

export const ASSESSMENTS_HANDLERS = [
  SubmitAssessmentHandler,
  SaveAssessmentHandler,
  GetLatestUniversalAssessmentHandler,
  GetLatestLipedemaAssessmentHandler,
];
