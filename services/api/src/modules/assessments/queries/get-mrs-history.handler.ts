import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MRS_HISTORY_MAX, type MrsHistory } from '@renewed/contracts';
import { AssessmentsRepository } from '../assessments.repository';
import { GetMrsHistoryQuery } from './get-mrs-history.query';

@QueryHandler(GetMrsHistoryQuery)
export class GetMrsHistoryHandler implements IQueryHandler<GetMrsHistoryQuery, MrsHistory> {
  constructor(private readonly repository: AssessmentsRepository) {}

  async execute({ sessionId }: GetMrsHistoryQuery): Promise<MrsHistory> {
    const saved = await this.repository.findRecent(sessionId, 'mrs', MRS_HISTORY_MAX);
    return saved.flatMap((record) =>
      record.kind === 'mrs'
        ? [{ id: record.id, answers: record.answers, scores: record.scores, submittedAt: record.submittedAt.toISOString() }]
        : [],
    );
  }
}
