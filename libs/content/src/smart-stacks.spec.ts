import { SMART_STACKS } from './smart-stacks';
import { isSearchPage } from './testing/references';

describe('Smart Stacks text', () => {
  it('links every reference to a DOI or an https page of the item (not a search page)', () => {
    const unlinked = SMART_STACKS.flatMap((stack) =>
      stack.references
        .filter((reference) => !/^https:\/\/\S+$/.test(reference.url) || isSearchPage(reference.url))
        .map((reference) => `${stack.id}: ${reference.title}`),
    );
    expect(unlinked).toEqual([]);
  });
});
