import { Query } from '@nestjs/cqrs';
import type { MrsHistory, SessionId } from '@renewed/contracts';

/** The session's Menopause Rating Scale completions, oldest first (the newest MRS_HISTORY_MAX). */
export class GetMrsHistoryQuery extends Query<MrsHistory> {
  constructor(readonly sessionId: SessionId) {
    super();
  }
}
