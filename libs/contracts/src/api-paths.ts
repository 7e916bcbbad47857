/**
 * Method and path of every /api route, keyed by the route's id: the only place they are written.
 * `API_ROUTES` (api-routes.ts) adds the schemas to these entries for the API and its OpenAPI
 * document; browser code builds URLs from this file alone, so it never bundles zod
 * (docs/architecture.md, "Contracts: one source for routes and payloads").
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

export const API_PATHS = {
  health: { method: 'get', path: '/health' },
  ready: { method: 'get', path: '/ready' },
  smartStacks: { method: 'get', path: '/smart-stacks' },
  submitHealthAssessment: { method: 'post', path: '/health-assessment' },
  latestHealthAssessment: { method: 'get', path: '/health-assessment' },
  submitLipedemaAssessment: { method: 'post', path: '/lipedema-assessment' },
  latestLipedemaAssessment: { method: 'get', path: '/lipedema-assessment' },
  submitMrsAssessment: { method: 'post', path: '/menopause-rating-scale' },
  mrsAssessments: { method: 'get', path: '/menopause-rating-scale' },
  hotFlashCourse: { method: 'get', path: '/hot-flash-course' },
  setCourseProgress: { method: 'put', path: '/hot-flash-course/progress' },
  addCourseEntry: { method: 'post', path: '/hot-flash-course/entries' },
  logSymptom: { method: 'post', path: '/symptoms/log' },
  symptomLogs: { method: 'get', path: '/symptoms' },
  deleteSymptomLog: { method: 'delete', path: '/symptoms/{id}' },
  applyShield: { method: 'post', path: '/shield-applications' },
  shieldApplications: { method: 'get', path: '/shield-applications' },
  bingoBoards: { method: 'get', path: '/bingo/boards' },
  bingoCells: { method: 'get', path: '/bingo/boards/{boardId}/cells' },
  // The session travels in X-Session-Id only: a URL ends up in access and error logs.
  bingoProgress: { method: 'get', path: '/bingo/progress/{boardId}' },
  completeBingoCell: { method: 'post', path: '/bingo/progress/{boardId}/{cellPosition}' },
  resetBingoBoard: { method: 'delete', path: '/bingo/progress/{boardId}' },
  educationModules: { method: 'get', path: '/education/modules' },
  educationModule: { method: 'get', path: '/education/modules/{id}' },
  educationCategories: { method: 'get', path: '/education/categories' },
  readingProgress: { method: 'get', path: '/education/progress' },
  recordReadingProgress: { method: 'put', path: '/education/progress/{moduleId}' },
  dailyProtocolDay: { method: 'get', path: '/daily-protocol/{date}' },
  setDailyProtocolStep: { method: 'put', path: '/daily-protocol/{date}/steps/{step}' },
  privacyDashboard: { method: 'get', path: '/privacy/dashboard' },
  privacyExport: { method: 'get', path: '/privacy/export' },
  askAuntie: { method: 'post', path: '/ask-auntie' },
  deleteAccount: { method: 'delete', path: '/privacy/delete-account' },
  donationConfig: { method: 'get', path: '/donations/config' },
  createDonationIntent: { method: 'post', path: '/create-donation-intent' },
  stripeWebhook: { method: 'post', path: '/webhooks/stripe' },
} as const satisfies Record<string, { method: ApiMethod; path: string }>;

export type ApiRouteId = keyof typeof API_PATHS;

/** `{name}` placeholders of a path template, as a union of names. */
type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The values a route's path needs, e.g. `{ boardId: 'daily-1' }` for `/bingo/boards/{boardId}/cells`. */
export type PathParams<Id extends ApiRouteId> = Record<PathParamNames<(typeof API_PATHS)[Id]['path']>, string | number>;

export type QueryValues = Record<string, string | number | boolean | undefined>;

type UrlArguments<Id extends ApiRouteId> = [PathParamNames<(typeof API_PATHS)[Id]['path']>] extends [never]
  ? [params?: Record<string, never>, query?: QueryValues]
  : [params: PathParams<Id>, query?: QueryValues];

/**
 * The URL of a route: `apiUrl('bingoCells', { boardId })` -> `/api/bingo/boards/<boardId>/cells`.
 * Path values are URL-encoded; query values that are undefined are left out.
 */
export function apiUrl<Id extends ApiRouteId>(id: Id, ...[params, query]: UrlArguments<Id>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = API_PATHS[id].path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiUrl('${id}') needs a value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const queryString = search.toString();
  return `/api${path}${queryString ? `?${queryString}` : ''}`;
}

/** Matches the path (no query) of any URL of a route: `apiPathPattern('bingoCells').test('/api/bingo/boards/x/cells')`. */
export function apiPathPattern(id: ApiRouteId): RegExp {
  const path = API_PATHS[id].path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?]+');
  return new RegExp(`^/api${path}$`);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The method of a route, upper case as fetch wants it. */
export function apiMethod(id: ApiRouteId): HttpMethod {
  return API_PATHS[id].method.toUpperCase() as HttpMethod;
}

/** Method and URL of one call, for the browser's request helpers. */
export type ApiTarget = { method: HttpMethod; url: string };

/** `apiRoute('deleteSymptomLog', { id })` -> `{ method: 'DELETE', url: '/api/symptoms/<id>' }`. */
export function apiRoute<Id extends ApiRouteId>(id: Id, ...[params, query]: UrlArguments<Id>): ApiTarget {
  return { method: apiMethod(id), url: apiUrl(id, ...([params, query] as UrlArguments<Id>)) };
}
