import type { SessionId, SymptomLog, SymptomLogRequest } from '@renewed/contracts';
import type { NewSymptomLog, SymptomLogRecord } from './symptoms.repository';

/** What is stored for a validated request: only the fields of its kind, times as dates. */
export function toNewSymptomLog(sessionId: SessionId, request: SymptomLogRequest, now: Date): NewSymptomLog {
  const common = { sessionId, symptomType: request.symptomType, timestamp: new Date(request.timestamp), createdAt: now };
  if (request.symptomType === 'hot_flash') {
    const { severity, duration, triggers, reliefMethods, notes } = request;
    return { ...common, severity, duration, triggers, reliefMethods, notes };
  }
  return { ...common, rating: request.rating, notes: request.notes ?? '' };
}

/** The API's view of a stored log (symptomLogSchema): no session id, ISO times. */
export function toSymptomLogDto(record: SymptomLogRecord): SymptomLog {
  const kindFields =
    record.symptomType === 'hot_flash'
      ? {
          severity: record.severity,
          duration: record.duration,
          triggers: record.triggers ?? [],
          reliefMethods: record.reliefMethods ?? [],
        }
      : { rating: record.rating };
  return {
    id: record.id,
    symptomType: record.symptomType,
    ...kindFields,
    notes: record.notes,
    timestamp: record.timestamp.toISOString(),
    createdAt: record.createdAt.toISOString(),
  };
}
