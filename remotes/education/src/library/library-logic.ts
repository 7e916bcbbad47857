import type { EducationModuleSummary, EducationProgress } from '@renewed/contracts';

/** The library tabs, exactly the product's values and labels, in the product's order. */
export const LIBRARY_TABS = [
  { value: 'all', label: 'All' },
  { value: 'truth-telling', label: 'Hormonal' },
  { value: 'sacred-science', label: 'Sacred' },
  { value: 'biohacking', label: 'Formulas' },
  { value: 'boundary-mastery', label: 'Boundary' },
  { value: 'community', label: 'Community' },
  { value: 'self-care', label: 'Self-Care' },
  { value: 'practice', label: 'Practice' },
  { value: 'nutrition-foundations', label: 'Nutrition' },
  { value: 'awakening-practices', label: 'Awakening' },
] as const;

export type LibraryTab = (typeof LIBRARY_TABS)[number]['value'];
export type LibraryCategory = Exclude<LibraryTab, 'all'>;

/** The module categories of the tabs, in tab order (the order of the grouped "All" view). */
export const LIBRARY_CATEGORIES: readonly LibraryCategory[] = LIBRARY_TABS.flatMap((tab) =>
  tab.value === 'all' ? [] : [tab.value],
);

export function isLibraryTab(value: unknown): value is LibraryTab {
  return LIBRARY_TABS.some((tab) => tab.value === value);
}

export type ModuleStatus = 'Completed' | 'In Progress' | 'Not Started';

type ProgressLike = Pick<EducationProgress, 'completed' | 'progressPercentage'>;

/** Completed (flag), In Progress (above 0), Not Started (0 or no record). */
export function moduleStatus(progress: ProgressLike | undefined): ModuleStatus {
  if (progress?.completed) return 'Completed';
  if ((progress?.progressPercentage ?? 0) > 0) return 'In Progress';
  return 'Not Started';
}

/** The card's reading time: 'N min', or 'Self-paced' when the module has no duration. */
export function formatDuration(duration: number | undefined): string {
  return duration !== undefined && duration > 0 ? `${duration} min` : 'Self-paced';
}

/** search matches the title or the description, case-insensitive. */
export function matchesSearch(module: Pick<EducationModuleSummary, 'title' | 'description'>, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return module.title.toLocaleLowerCase().includes(needle) || module.description.toLocaleLowerCase().includes(needle);
}

/** the category filter is exact; 'all' keeps every module. */
export function filterModules<T extends Pick<EducationModuleSummary, 'title' | 'description' | 'category'>>(
  modules: readonly T[],
  { tab, search }: { tab: LibraryTab; search: string },
): T[] {
  return modules.filter((module) => (tab === 'all' || module.category === tab) && matchesSearch(module, search));
}

export type CategoryGroup<T> = { category: LibraryCategory; modules: T[] };

/** Modules grouped by category in tab order; categories without modules are left out. */
export function groupByCategory<T extends Pick<EducationModuleSummary, 'category'>>(modules: readonly T[]): CategoryGroup<T>[] {
  return LIBRARY_CATEGORIES.map((category) => ({
    category,
    modules: modules.filter((module) => module.category === category),
  })).filter((group) => group.modules.length > 0);
}

export type ProgressSummary = { completed: number; total: number; percent: number };

/** Completed / total for a set of modules (overall bar and each category's bar). */
export function progressSummary(
  modules: readonly Pick<EducationModuleSummary, 'id'>[],
  progress: ReadonlyMap<string, ProgressLike>,
): ProgressSummary {
  const total = modules.length;
  const completed = modules.filter((module) => progress.get(module.id)?.completed === true).length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

export function progressById<T extends Pick<EducationProgress, 'moduleId'>>(entries: readonly T[]): Map<string, T> {
  return new Map(entries.map((entry) => [entry.moduleId, entry]));
}

/**
 * Puts a saved progress record into the cached list. Server times order the records, so a
 * response that arrives late never replaces a newer one.
 */
export function upsertProgress<T extends Pick<EducationProgress, 'moduleId' | 'updatedAt'>>(
  list: readonly T[] | undefined,
  saved: T,
): T[] {
  const current = list ?? [];
  const existing = current.find((entry) => entry.moduleId === saved.moduleId);
  if (existing && Date.parse(existing.updatedAt) > Date.parse(saved.updatedAt)) return [...current];
  return [saved, ...current.filter((entry) => entry.moduleId !== saved.moduleId)];
}

/** The library's opening line (shared with the shell, which paints it before this remote loads). */
export { libraryIntro } from '@renewed/content';
