import { Query } from '@nestjs/cqrs';
import type { EducationModule } from '@renewed/contracts';

export class GetEducationModuleQuery extends Query<EducationModule> {
  constructor(readonly moduleId: string) {
    super();
  }
}
