import { Query } from '@nestjs/cqrs';
import type { EducationModule } from '@renewed/contracts';
import type { CachedJson } from '../../../common/cached-json';

export class GetEducationModuleQuery extends Query<CachedJson<EducationModule>> {
  constructor(readonly moduleId: string) {
    super();
  }
}
