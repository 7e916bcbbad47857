import { SaveAssessmentHandler } from './commands/save-assessment.handler';
import { SubmitAssessmentHandler } from './commands/submit-assessment.handler';
import { GetMrsHistoryHandler } from './queries/get-mrs-history.handler';
import { GetLatestLipedemaAssessmentHandler, GetLatestUniversalAssessmentHandler } from './queries/get-latest-assessment.handler';

export const ASSESSMENTS_HANDLERS = [
  SubmitAssessmentHandler,
  SaveAssessmentHandler,
  GetLatestUniversalAssessmentHandler,
  GetLatestLipedemaAssessmentHandler,
  GetMrsHistoryHandler,
];
