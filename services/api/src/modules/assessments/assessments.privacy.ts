import { personalDataProvider } from '../privacy';
import { AssessmentsRepository } from './assessments.repository';
import { ASSESSMENTS_COLLECTION } from './assessments.schema';

export const AssessmentsPersonalData = personalDataProvider({
  collection: ASSESSMENTS_COLLECTION,
  key: 'assessments',
  label: 'Health assessment results',
  store: AssessmentsRepository,
});
