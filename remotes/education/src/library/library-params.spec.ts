import { moduleToOpen, OPEN_MODULE_STATE, readLibraryParams, writeLibraryParams } from './library-params';

const read = (query: string) => readLibraryParams(new URLSearchParams(query));

describe('library URL parameters', () => {
  it('reads the category filter; an unknown value shows All', () => {
    expect(read('')).toEqual({ tab: 'all', search: '' });
    expect(read('filter=community')).toEqual({ tab: 'community', search: '' });
    expect(read('filter=awakening-practices')).toEqual({ tab: 'awakening-practices', search: '' });
    expect(read('filter=analytics')).toEqual({ tab: 'all', search: '' });
    expect(read('filter=COMMUNITY')).toEqual({ tab: 'all', search: '' });
  });

  it('reads the search text', () => {
    expect(read('search=hot%20flashes')).toEqual({ tab: 'all', search: 'hot flashes' });
    expect(read('filter=truth-telling&search=sleep')).toEqual({ tab: 'truth-telling', search: 'sleep' });
  });

  it("turns module=global-menopause-wisdom into the search text 'Global Menopause Wisdom'", () => {
    expect(read('module=global-menopause-wisdom')).toEqual({ tab: 'all', search: 'Global Menopause Wisdom' });
    expect(read('module=unknown-module')).toEqual({ tab: 'all', search: '' });
    expect(read('module=global-menopause-wisdom&search=japan')).toEqual({ tab: 'all', search: 'japan' });
  });

  it('turns any module id of the loaded library into that module’s title', () => {
    const titles = new Map([['sleep-in-perimenopause', 'Sleep in Perimenopause and Beyond']]);
    expect(readLibraryParams(new URLSearchParams('module=sleep-in-perimenopause'), titles)).toEqual({
      tab: 'all',
      search: 'Sleep in Perimenopause and Beyond',
    });
    expect(readLibraryParams(new URLSearchParams('module=sleep-in-perimenopause'))).toEqual({ tab: 'all', search: '' });
  });

  it('writes the tab and search, leaving defaults out, folding module into search and keeping other parameters', () => {
    const written = (query: string, next: Parameters<typeof writeLibraryParams>[1]) =>
      writeLibraryParams(new URLSearchParams(query), next).toString();
    expect(written('', { tab: 'community', search: '' })).toBe('filter=community');
    expect(written('filter=community', { tab: 'all', search: '' })).toBe('');
    expect(written('filter=community', { tab: 'community', search: 'sleep well' })).toBe('filter=community&search=sleep+well');
    expect(written('module=global-menopause-wisdom', { tab: 'community', search: 'Global Menopause Wisdom' })).toBe(
      'filter=community&search=Global+Menopause+Wisdom',
    );
    expect(written('utm=x&search=a', { tab: 'all', search: '' })).toBe('utm=x');
  });

  it('round-trips: what is written reads back the same', () => {
    const state = { tab: 'self-care' as const, search: 'Skin & hair?' };
    expect(readLibraryParams(writeLibraryParams(new URLSearchParams(), state))).toEqual(state);
  });

  it('opens the reader of ?module=<id> of the loaded library when the link asks for it', () => {
    const titles = new Map([['sleep-in-perimenopause', 'Sleep in Perimenopause and Beyond']]);
    const linked = new URLSearchParams('module=sleep-in-perimenopause');
    expect(moduleToOpen(linked, titles, OPEN_MODULE_STATE)).toBe('sleep-in-perimenopause');
    expect(moduleToOpen(linked, titles, null)).toBeNull();
    expect(moduleToOpen(linked, titles, { openModule: 'yes' })).toBeNull();
    expect(moduleToOpen(new URLSearchParams('module=made-up'), titles, OPEN_MODULE_STATE)).toBeNull();
    expect(moduleToOpen(new URLSearchParams('search=sleep'), titles, OPEN_MODULE_STATE)).toBeNull();
    expect(moduleToOpen(linked, new Map(), OPEN_MODULE_STATE)).toBeNull();
  });
});
