import { Query } from '@nestjs/cqrs';
import type { SessionId, SymptomListQuery, SymptomLogPage } from '@renewed/contracts';

/** One page of the session's logs, newest first. */
export class GetSymptomLogsQuery extends Query<SymptomLogPage> {
  constructor(
    readonly sessionId: SessionId,
    readonly list: SymptomListQuery,
  ) {
    super();
  }
}
