import { Query } from '@nestjs/cqrs';
import type { EducationModuleSummary } from '@renewed/contracts';
import type { CachedJson } from '../../../common/cached-json';

export class GetEducationModulesQuery extends Query<CachedJson<EducationModuleSummary[]>> {}
