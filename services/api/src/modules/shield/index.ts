import { ApplyShieldHandler } from './commands/apply-shield.handler';
import { GetShieldApplicationsHandler } from './queries/get-shield-applications.handler';

export const SHIELD_HANDLERS = [ApplyShieldHandler, GetShieldApplicationsHandler];
