import type { EducationModule, EducationProgress } from '@renewed/contracts';
import type { StoredReadingProgress } from './education.repository';

/** The API shape of a progress record: the stored values plus the module's title and category. */
export function toEducationProgressDto(
  stored: StoredReadingProgress,
  module: Pick<EducationModule, 'title' | 'category'>,
): EducationProgress {
  return {
    moduleId: stored.moduleId,
    progressPercentage: stored.progressPercentage,
    completed: stored.completed,
    completedAt: stored.completedAt ? stored.completedAt.toISOString() : null,
    moduleTitle: module.title,
    moduleCategory: module.category,
    updatedAt: stored.updatedAt.toISOString(),
  };
}
