import { Query } from '@nestjs/cqrs';
import type { EducationCategoryDto } from '@renewed/contracts';

export class GetEducationCategoriesQuery extends Query<EducationCategoryDto[]> {}
