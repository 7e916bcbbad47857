import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EducationModule } from '@renewed/contracts';
import { DomainException } from '../../../common/domain-exception';
import { EducationCatalogue } from '../education-catalogue';
import { GetEducationModuleQuery } from './get-education-module.query';

@QueryHandler(GetEducationModuleQuery)
export class GetEducationModuleHandler implements IQueryHandler<GetEducationModuleQuery, EducationModule> {
  constructor(private readonly catalogue: EducationCatalogue) {}

  async execute({ moduleId }: GetEducationModuleQuery): Promise<EducationModule> {
    const module = this.catalogue.find(moduleId);
    // The id was validated (lowercase words and hyphens), so it is safe to repeat.
    if (!module) throw new DomainException('NOT_FOUND', `There is no education module "${moduleId}"`);
    return module;
  }
}
