import { personalDataProvider } from '../privacy';
import { SymptomsRepository } from './symptoms.repository';
import { SYMPTOM_LOGS_COLLECTION } from './symptoms.schema';

export const SymptomLogsPersonalData = personalDataProvider({
  collection: SYMPTOM_LOGS_COLLECTION,
  key: 'symptomLogs',
  label: 'Hot flash logs and sleep/energy check-ins',
  store: SymptomsRepository,
});
