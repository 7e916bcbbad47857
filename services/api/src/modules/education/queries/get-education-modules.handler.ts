import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EducationModuleSummary } from '@renewed/contracts';
import type { CachedJson } from '../../../common/cached-json';
import { EducationCatalogue } from '../education-catalogue';
import { GetEducationModulesQuery } from './get-education-modules.query';

/** The library's cards, in reading order, from the in-memory catalogue, serialized once. */
@QueryHandler(GetEducationModulesQuery)
export class GetEducationModulesHandler implements IQueryHandler<GetEducationModulesQuery, CachedJson<EducationModuleSummary[]>> {
  constructor(private readonly catalogue: EducationCatalogue) {}

  execute(): Promise<CachedJson<EducationModuleSummary[]>> {
    return Promise.resolve(this.catalogue.summariesJson());
  }
}
