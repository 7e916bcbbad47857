import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EducationProgress } from '@renewed/contracts';
import { EducationCatalogue } from '../education-catalogue';
import { toEducationProgressDto } from '../education-progress.mapper';
import { EducationRepository } from '../education.repository';
import { GetReadingProgressQuery } from './get-reading-progress.query';

/** The session's progress on modules of the current library (records of removed modules are left out). */
@QueryHandler(GetReadingProgressQuery)
export class GetReadingProgressHandler implements IQueryHandler<GetReadingProgressQuery, EducationProgress[]> {
  constructor(
    private readonly repository: EducationRepository,
    private readonly catalogue: EducationCatalogue,
  ) {}

  async execute({ sessionId }: GetReadingProgressQuery): Promise<EducationProgress[]> {
    const records = await this.repository.findBySession(sessionId);
    const progress: EducationProgress[] = [];
    for (const record of records) {
      const module = this.catalogue.find(record.moduleId);
      if (module) progress.push(toEducationProgressDto(record, module));
    }
    return progress;
  }
}
