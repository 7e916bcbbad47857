import { Command } from '@nestjs/cqrs';
import type { SessionId, SymptomLog, SymptomLogRequest } from '@renewed/contracts';

/** A validated hot flash or sleep/energy check-in to store for the session. */
export class LogSymptomCommand extends Command<SymptomLog> {
  constructor(
    readonly sessionId: SessionId,
    readonly request: SymptomLogRequest,
  ) {
    super();
  }
}
