import { Query } from '@nestjs/cqrs';
import type { DailyProtocolDay, SessionId } from '@renewed/contracts';

export class GetDailyProtocolDayQuery extends Query<DailyProtocolDay> {
  constructor(
    readonly sessionId: SessionId,
    readonly date: string,
  ) {
    super();
  }
}
