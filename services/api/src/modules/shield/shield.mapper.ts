import { STOCK_MANTRA, type SessionId, type ShieldApplication, type ShieldApplicationRequest } from '@renewed/contracts';
import type { NewShieldApplication, ShieldApplicationRecord } from './shield.repository';

/** The visitor's mantra without surrounding spaces, or the stock phrase when they left it empty. */
export function resolveMantra(mantra: string): string {
  const trimmed = mantra.trim();
  return trimmed === '' ? STOCK_MANTRA : trimmed;
}

/** What is stored for a validated request. */
export function toNewShieldApplication(sessionId: SessionId, request: ShieldApplicationRequest, now: Date): NewShieldApplication {
  return {
    sessionId,
    protectionLevel: request.protectionLevel,
    moodState: request.moodState,
    dailyMantra: resolveMantra(request.dailyMantra),
    applicationNotes: request.applicationNotes,
    appliedAt: new Date(request.appliedAt),
    createdAt: now,
  };
}

/** The API's view of a stored application (shieldApplicationSchema): no session id, ISO times. */
export function toShieldApplicationDto(record: ShieldApplicationRecord): ShieldApplication {
  return {
    id: record.id,
    protectionLevel: record.protectionLevel,
    moodState: record.moodState,
    dailyMantra: record.dailyMantra,
    applicationNotes: record.applicationNotes,
    appliedAt: record.appliedAt.toISOString(),
    createdAt: record.createdAt.toISOString(),
  };
}
