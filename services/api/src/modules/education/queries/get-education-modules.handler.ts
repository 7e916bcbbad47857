import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EducationModuleSummary } from '@renewed/contracts';
import { EducationCatalogue } from '../education-catalogue';
import { GetEducationModulesQuery } from './get-education-modules.query';

/** The library's cards, in reading order, from the in-memory catalogue. */
@QueryHandler(GetEducationModulesQuery)
export class GetEducationModulesHandler implements IQueryHandler<GetEducationModulesQuery, EducationModuleSummary[]> {
  constructor(private readonly catalogue: EducationCatalogue) {}

  execute(): Promise<EducationModuleSummary[]> {
    return Promise.resolve(this.catalogue.summaries());
  }
}
