import { Query } from '@nestjs/cqrs';
import type { EducationModuleSummary } from '@renewed/contracts';

export class GetEducationModulesQuery extends Query<EducationModuleSummary[]> {}
