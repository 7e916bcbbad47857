import { Query } from '@nestjs/cqrs';
import type { SessionId } from '@renewed/contracts';
import type { AssessmentKind, StoredAssessment } from '../assessments.repository';

export class GetLatestAssessmentQuery extends Query<StoredAssessment | null> {
  constructor(
    readonly sessionId: SessionId,
    readonly kind: AssessmentKind,
  ) {
    super();
  }
}
