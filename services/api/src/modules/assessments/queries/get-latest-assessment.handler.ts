import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SavedLipedemaAssessment, SavedUniversalAssessment } from '@renewed/contracts';
import { AssessmentsRepository } from '../assessments.repository';
import { GetLatestLipedemaAssessmentQuery, GetLatestUniversalAssessmentQuery } from './get-latest-assessment.query';

/** Handlers return the contract's shape (docs/architecture.md, "Backend request flow"). */
@QueryHandler(GetLatestUniversalAssessmentQuery)
export class GetLatestUniversalAssessmentHandler
  implements IQueryHandler<GetLatestUniversalAssessmentQuery, SavedUniversalAssessment | null>
{
  constructor(private readonly repository: AssessmentsRepository) {}

  async execute({ sessionId }: GetLatestUniversalAssessmentQuery): Promise<SavedUniversalAssessment | null> {
    const saved = await this.repository.findLatest(sessionId, 'universal');
    if (saved?.kind !== 'universal') return null;
    return {
      id: saved.id,
      assessmentType: 'universal_health',
      responses: saved.responses,
      scores: saved.scores,
      submittedAt: saved.submittedAt.toISOString(),
    };
  }
}

@QueryHandler(GetLatestLipedemaAssessmentQuery)
export class GetLatestLipedemaAssessmentHandler
  implements IQueryHandler<GetLatestLipedemaAssessmentQuery, SavedLipedemaAssessment | null>
{
  constructor(private readonly repository: AssessmentsRepository) {}

  async execute({ sessionId }: GetLatestLipedemaAssessmentQuery): Promise<SavedLipedemaAssessment | null> {
    const saved = await this.repository.findLatest(sessionId, 'lipedema');
    if (saved?.kind !== 'lipedema') return null;
    return { id: saved.id, riskScore: saved.riskScore, symptoms: saved.symptoms, submittedAt: saved.submittedAt.toISOString() };
  }
}
