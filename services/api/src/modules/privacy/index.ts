import { DeletePersonalDataHandler } from './commands/delete-personal-data.handler';
import { ExportPersonalDataHandler } from './queries/export-personal-data.handler';
import { GetPrivacyDashboardHandler } from './queries/get-privacy-dashboard.handler';

export const PRIVACY_HANDLERS = [GetPrivacyDashboardHandler, ExportPersonalDataHandler, DeletePersonalDataHandler];
export { PrivacyRegistry } from './privacy-registry';
export type { PersonalDataContributor } from './personal-data-contributor';
export { personalDataProvider, queuedPersonalDataProvider, type SessionDataStore } from './personal-data-provider';
