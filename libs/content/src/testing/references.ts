/**
 * A reference links to the item itself (a DOI, the publisher's or the guideline's page), never to
 * a search for it: a search page can change, show other items first, or find nothing. Test-only.
 */
export function isSearchPage(url: string): boolean {
  const { pathname, searchParams } = new URL(url);
  return /\bsearch\b/i.test(pathname) || ['term', 'q', 'query', 'search'].some((name) => searchParams.has(name));
}
