import { isLibraryTab, type LibraryTab } from './library-logic';

/** `?module=global-menopause-wisdom` sets the search text to 'Global Menopause Wisdom'. */
export const MODULE_SEARCH_TEXT: Readonly<Record<string, string>> = {
  'global-menopause-wisdom': 'Global Menopause Wisdom',
};

export type LibraryParams = { tab: LibraryTab; search: string };

/**
 * Reads the library's state from the URL: `filter` (a tab value, otherwise All), `search`, and
 * `module` (sets the search text to that module's title: the product's value, or any module id of the
 * loaded library; an explicit `search` wins).
 */
export function readLibraryParams(params: URLSearchParams, titles: ReadonlyMap<string, string> = new Map()): LibraryParams {
  const filter = params.get('filter');
  const search = params.get('search');
  const moduleId = params.get('module');
  return {
    tab: isLibraryTab(filter) ? filter : 'all',
    search: search ?? (moduleId !== null ? (MODULE_SEARCH_TEXT[moduleId] ?? titles.get(moduleId) ?? '') : ''),
  };
}

/**
 * The URL for a new tab and search text: `filter` and `search` are written (left out at their
 * defaults), `module` is folded into `search`, other parameters are kept.
 */
export function writeLibraryParams(current: URLSearchParams, next: LibraryParams): URLSearchParams {
  const params = new URLSearchParams(current);
  params.delete('module');
  if (next.tab === 'all') params.delete('filter');
  else params.set('filter', next.tab);
  if (next.search === '') params.delete('search');
  else params.set('search', next.search);
  return params;
}

/**
 * The module whose reader opens on arrival: `?module=<id>` of the loaded library, when the link
 * asked for the reader (router state `{ openModule: true }`, set by Ask an Auntie's resource
 * links). A typed or shared `?module=` URL only narrows the list, as the product describes.
 */
export const OPEN_MODULE_STATE = { openModule: true } as const;

export function moduleToOpen(params: URLSearchParams, titles: ReadonlyMap<string, string>, state: unknown): string | null {
  const requested = typeof state === 'object' && state !== null && (state as { openModule?: unknown }).openModule === true;
  const moduleId = params.get('module');
  return requested && moduleId !== null && titles.has(moduleId) ? moduleId : null;
}
