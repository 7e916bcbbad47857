import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SymptomLogPage } from '@renewed/contracts';
import { toCursorPage } from '../../../common/cursor-page';
import { toSymptomLogDto } from '../symptoms.mapper';
import { SymptomsRepository } from '../symptoms.repository';
import { GetSymptomLogsQuery } from './get-symptom-logs.query';

@QueryHandler(GetSymptomLogsQuery)
export class GetSymptomLogsHandler implements IQueryHandler<GetSymptomLogsQuery, SymptomLogPage> {
  constructor(private readonly repository: SymptomsRepository) {}

  async execute({ sessionId, list }: GetSymptomLogsQuery): Promise<SymptomLogPage> {
    const rows = await this.repository.findNewestFirst(sessionId, {
      symptomType: list.type,
      before: list.before,
      since: list.since ? new Date(list.since) : undefined,
      take: list.limit + 1,
    });
    return toCursorPage(rows, list.limit, toSymptomLogDto);
  }
}
