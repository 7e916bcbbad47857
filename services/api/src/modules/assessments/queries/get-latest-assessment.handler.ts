import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AssessmentsRepository, type StoredAssessment } from '../assessments.repository';
import { GetLatestAssessmentQuery } from './get-latest-assessment.query';

@QueryHandler(GetLatestAssessmentQuery)
export class GetLatestAssessmentHandler implements IQueryHandler<GetLatestAssessmentQuery, StoredAssessment | null> {
  constructor(private readonly repository: AssessmentsRepository) {}

  execute({ sessionId, kind }: GetLatestAssessmentQuery): Promise<StoredAssessment | null> {
    return this.repository.findLatest(sessionId, kind);
  }
}
