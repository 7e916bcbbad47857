import { personalDataProvider } from '../privacy';
import { ShieldRepository } from './shield.repository';
import { SHIELD_APPLICATIONS_COLLECTION } from './shield.schema';

export const ShieldApplicationsPersonalData = personalDataProvider({
  collection: SHIELD_APPLICATIONS_COLLECTION,
  key: 'shieldApplications',
  label: 'Luxe Self-Care Shield applications',
  store: ShieldRepository,
});
