import { Command } from '@nestjs/cqrs';
import type { SessionId } from '@renewed/contracts';

/** Delete one log, only if it belongs to the session. */
export class DeleteSymptomLogCommand extends Command<void> {
  constructor(
    readonly sessionId: SessionId,
    readonly logId: string,
  ) {
    super();
  }
}
