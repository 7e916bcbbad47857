import { personalDataProvider, queuedPersonalDataProvider } from '../privacy';
import { ASSESSMENT_SAVE_JOB } from './jobs/assessment-save.job';
import { AssessmentsRepository } from './assessments.repository';
import { ASSESSMENTS_COLLECTION } from './assessments.schema';

export const AssessmentsPersonalData = personalDataProvider({
  collection: ASSESSMENTS_COLLECTION,
  key: 'assessments',
  label: 'Health assessment results',
  store: AssessmentsRepository,
});

/** Submissions still waiting in the assessment-saves queue: delete-account removes them too. */
export const QueuedAssessmentsPersonalData = queuedPersonalDataProvider(ASSESSMENT_SAVE_JOB);
