/**
 * Which requests the service worker keeps for offline use (docs/offline.md, "What is cached").
 * Plain functions of a URL, so they are unit tested and shared by the worker and its tests.
 */

/** The service worker's cache of the visitor's own reads: the page deletes it with "delete my data". */
export const PERSONAL_CACHE = 'renewed-personal';

/** Public catalogue reads (the same for every visitor): the library, bingo boards, Smart Stacks. */
export function isCatalogueRead(path: string): boolean {
  return (
    path === '/api/education/modules' ||
    path === '/api/education/categories' ||
    /^\/api\/education\/modules\/[\w-]+$/.test(path) ||
    path === '/api/bingo/boards' ||
    /^\/api\/bingo\/boards\/[\w-]+\/cells$/.test(path) ||
    path === '/api/smart-stacks'
  );
}

/**
 * The visitor's own reads that offline screens need: bingo progress and reading progress. Cached
 * per session (the cache key carries a hash of X-Session-Id), never shared between sessions, and
 * cleared by "delete my data".
 */
export function isPersonalRead(path: string): boolean {
  return path === '/api/education/progress' || /^\/api\/bingo\/progress\/[^/]+\/[\w-]+$/.test(path);
}

/** The catalogue URLs to fetch ahead of time, so a module never opened online can be read offline. */
export function catalogueWarmUrls(moduleIds: string[], boardIds: string[]): string[] {
  return [
    '/api/education/modules',
    '/api/education/categories',
    '/api/smart-stacks',
    '/api/bingo/boards',
    ...moduleIds.map((id) => `/api/education/modules/${encodeURIComponent(id)}`),
    ...boardIds.map((id) => `/api/bingo/boards/${encodeURIComponent(id)}/cells`),
  ];
}

export type PrecacheEntry = { url: string; revision: string | null };

/** Every file of a remote's release, absolute, from its precache list (URLs relative to remoteEntry.js). */
export function remoteFileUrls(entryUrl: string, list: PrecacheEntry[]): string[] {
  return list.map((file) => new URL(file.url, entryUrl).href);
}
