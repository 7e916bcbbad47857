import { Query } from '@nestjs/cqrs';
import type { SavedLipedemaAssessment, SavedUniversalAssessment, SessionId } from '@renewed/contracts';

/** The session's latest saved assessment of one kind, as the contract shows it, or null. */
export class GetLatestUniversalAssessmentQuery extends Query<SavedUniversalAssessment | null> {
  constructor(readonly sessionId: SessionId) {
    super();
  }
}

export class GetLatestLipedemaAssessmentQuery extends Query<SavedLipedemaAssessment | null> {
  constructor(readonly sessionId: SessionId) {
    super();
  }
}
