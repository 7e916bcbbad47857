import { Query } from '@nestjs/cqrs';
import type { EducationProgress, SessionId } from '@renewed/contracts';

export class GetReadingProgressQuery extends Query<EducationProgress[]> {
  constructor(readonly sessionId: SessionId) {
    super();
  }
}
