import { Command } from '@nestjs/cqrs';
import type { DailyProtocolDay, SessionId } from '@renewed/contracts';

/** Sets one step of a day's protocol ticked (done) or not, for a session. */
export class SetDailyProtocolStepCommand extends Command<DailyProtocolDay> {
  constructor(
    readonly sessionId: SessionId,
    readonly date: string,
    readonly step: number,
    readonly done: boolean,
  ) {
    super();
  }
}
