import { SetDailyProtocolStepHandler } from './commands/set-daily-protocol-step.handler';
import { GetDailyProtocolDayHandler } from './queries/get-daily-protocol-day.handler';

export const DAILY_PROTOCOL_HANDLERS = [GetDailyProtocolDayHandler, SetDailyProtocolStepHandler];
