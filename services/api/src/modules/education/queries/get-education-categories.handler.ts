import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EDUCATION_CATEGORY_INFO, EDUCATION_CATEGORY_KEYS } from '@renewed/content';
import type { EducationCategoryDto } from '@renewed/contracts';
import { cachedJsonOnce, type CachedJson } from '../../../common/cached-json';
import { EducationCatalogue } from '../education-catalogue';
import { GetEducationCategoriesQuery } from './get-education-categories.query';

/**
 * Every category of the product (static content) with how many modules the library has in it,
 * built once: both come with the build.
 */
@QueryHandler(GetEducationCategoriesQuery)
export class GetEducationCategoriesHandler implements IQueryHandler<
  GetEducationCategoriesQuery,
  CachedJson<EducationCategoryDto[]>
> {
  private readonly categories = cachedJsonOnce((): EducationCategoryDto[] => {
    const modules = this.catalogue.summaries();
    return EDUCATION_CATEGORY_KEYS.map((id) => ({
      id,
      ...EDUCATION_CATEGORY_INFO[id],
      moduleCount: modules.filter((module) => module.category === id).length,
    }));
  });

  constructor(private readonly catalogue: EducationCatalogue) {}

  async execute(): Promise<CachedJson<EducationCategoryDto[]>> {
    return this.categories();
  }
}
