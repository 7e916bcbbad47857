import { DeleteSymptomLogHandler } from './commands/delete-symptom-log.handler';
import { LogSymptomHandler } from './commands/log-symptom.handler';
import { GetSymptomLogsHandler } from './queries/get-symptom-logs.handler';

export const SYMPTOMS_HANDLERS = [LogSymptomHandler, DeleteSymptomLogHandler, GetSymptomLogsHandler];
