/**
 * Every page's path, and the links into pages that take parameters: the one place a page path is
 * written (docs/architecture.md, "One place for each fact"). The shell's route table, the
 * remote registry, navigation, in-page links, the donation pages and the API's chat links all
 * read it; `infra/checks/page-paths.spec.ts` fails on a page path written anywhere else.
 * No zod here: browser code imports this file directly (`@renewed/contracts/page-paths`).
 */
export const PAGE_PATHS = {
  landing: '/',
  home: '/home',
  dashboard: '/dashboard',
  askAuntie: '/ask-auntie',
  tracking: '/tracking',
  smartStacks: '/smart-stacks',
  wisdomCouncil: '/wisdom-council',
  cleanIngredients: '/clean-ingredients',
  archetypes: '/archetypes',
  boundaryMagic: '/boundary-magic',
  privacyDashboard: '/privacy-dashboard',
  coaching: '/coaching',
  community: '/community',
  education: '/education',
  practice: '/practice',
  healthAssessment: '/health-assessment',
  menopauseRatingScale: '/menopause-rating-scale',
  hotFlashCourse: '/hot-flash-course',
  selfCareBingo: '/self-care-bingo',
  subscribe: '/subscribe',
} as const;

export type PageName = keyof typeof PAGE_PATHS;
export type PagePath = (typeof PAGE_PATHS)[PageName];

/**
 * What the education library reads from its address: `module` (a module id: the list narrows to
 * it, and the reader opens when the link carries the router state), `filter` (a category) and
 * `search` (free text).
 */
export type EducationLinkParams = { module?: string; filter?: string; search?: string };

/** `/education`, with the given parameters in a stable order, encoded. */
export function educationLink(params: EducationLinkParams = {}): string {
  const query = new URLSearchParams();
  for (const key of ['module', 'filter', 'search'] as const) {
    const value = params[key];
    if (value !== undefined) query.set(key, value);
  }
  const search = query.toString();
  return search === '' ? PAGE_PATHS.education : `${PAGE_PATHS.education}?${search}`;
}
