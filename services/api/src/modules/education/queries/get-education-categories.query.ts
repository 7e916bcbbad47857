import { Query } from '@nestjs/cqrs';
import type { EducationCategoryDto } from '@renewed/contracts';
import type { CachedJson } from '../../../common/cached-json';

export class GetEducationCategoriesQuery extends Query<CachedJson<EducationCategoryDto[]>> {}
