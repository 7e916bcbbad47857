import { Query } from '@nestjs/cqrs';
import type { SessionId, ShieldApplicationPage, ShieldListQuery } from '@renewed/contracts';

/** One page of the session's shield applications, newest first. */
export class GetShieldApplicationsQuery extends Query<ShieldApplicationPage> {
  constructor(
    readonly sessionId: SessionId,
    readonly list: ShieldListQuery,
  ) {
    super();
  }
}
