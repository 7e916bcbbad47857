import { personalDataProvider } from '../privacy';
import { EducationRepository } from './education.repository';
import { EDUCATION_PROGRESS_COLLECTION } from './education.schema';

/** Module reading progress is visitor data: counted, exported and deleted with the session. */
export const EducationPersonalData = personalDataProvider({
  collection: EDUCATION_PROGRESS_COLLECTION,
  key: 'educationProgress',
  label: 'Learning module reading progress',
  store: EducationRepository,
});
