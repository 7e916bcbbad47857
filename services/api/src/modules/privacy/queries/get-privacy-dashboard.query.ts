import { Query } from '@nestjs/cqrs';
import type { PrivacyDashboard, SessionId } from '@renewed/contracts';

export class GetPrivacyDashboardQuery extends Query<PrivacyDashboard> {
  constructor(readonly sessionId: SessionId) {
    super();
  }
}
