/**
 * Which requests the service worker keeps for offline use (docs/offline.md, "What is cached").
 * Plain functions of a URL, built from the API contract's paths, so they are unit tested and a
 * renamed route cannot leave the worker caching the old path.
 */
import { apiPathPattern, apiUrl, type ApiRouteId } from '@renewed/contracts/api-paths';

/** The service worker's cache of the visitor's own reads: the page deletes it with "delete my data". */
export const PERSONAL_CACHE = 'renewed-personal';

/** Public reads, the same for every visitor: the library, bingo boards, Smart Stacks. */
const CATALOGUE_READS: ApiRouteId[] = [
  'educationModules',
  'educationModule',
  'educationCategories',
  'bingoBoards',
  'bingoCells',
  'smartStacks',
];

/**
 * The visitor's own reads that offline screens need: bingo progress and reading progress. Cached
 * per session (the cache key carries a hash of X-Session-Id), never shared between sessions, and
 * cleared by "delete my data".
 */
const PERSONAL_READS: ApiRouteId[] = ['readingProgress', 'bingoProgress'];

export function isCatalogueRead(path: string): boolean {
  return CATALOGUE_READS.some((id) => apiPathPattern(id).test(path));
}

export function isPersonalRead(path: string): boolean {
  return PERSONAL_READS.some((id) => apiPathPattern(id).test(path));
}

/** The catalogue URLs to fetch ahead of time, so a module never opened online can be read offline. */
export function catalogueWarmUrls(moduleIds: string[], boardIds: string[]): string[] {
  return [
    apiUrl('educationModules'),
    apiUrl('educationCategories'),
    apiUrl('smartStacks'),
    apiUrl('bingoBoards'),
    ...moduleIds.map((id) => apiUrl('educationModule', { id })),
    ...boardIds.map((boardId) => apiUrl('bingoCells', { boardId })),
  ];
}

export type PrecacheEntry = { url: string; revision: string | null };

/** Every file of a remote's release, absolute, from its precache list (URLs relative to remoteEntry.js). */
export function remoteFileUrls(entryUrl: string, list: PrecacheEntry[]): string[] {
  return list.map((file) => new URL(file.url, entryUrl).href);
}
