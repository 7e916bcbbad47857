import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EducationModule } from '@renewed/contracts';
import type { CachedJson } from '../../../common/cached-json';
import { DomainException } from '../../../common/domain-exception';
import { EducationCatalogue } from '../education-catalogue';
import { GetEducationModuleQuery } from './get-education-module.query';

@QueryHandler(GetEducationModuleQuery)
export class GetEducationModuleHandler implements IQueryHandler<GetEducationModuleQuery, CachedJson<EducationModule>> {
  constructor(private readonly catalogue: EducationCatalogue) {}

  async execute({ moduleId }: GetEducationModuleQuery): Promise<CachedJson<EducationModule>> {
    const module = this.catalogue.findJson(moduleId);
    // The id was validated (lowercase words and hyphens), so it is safe to repeat.
    if (!module) throw new DomainException('NOT_FOUND', `There is no education module "${moduleId}"`);
    return module;
  }
}
