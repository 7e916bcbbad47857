import { catalogueWarmUrls, isCatalogueRead, isPersonalRead, remoteFileUrls } from './offline-routes';

describe('what the service worker keeps for offline use (docs/offline.md, "What is cached")', () => {
  it('treats the library, bingo boards and Smart Stacks as the shared catalogue', () => {
    for (const path of [
      '/api/education/modules',
      '/api/education/modules/hormone-basics',
      '/api/education/categories',
      '/api/bingo/boards',
      '/api/bingo/boards/daily-1/cells',
      '/api/smart-stacks',
    ])
      expect({ path, catalogue: isCatalogueRead(path) }).toEqual({ path, catalogue: true });
    for (const path of ['/api/education/progress', '/api/symptoms', '/api/privacy/export', '/api/bingo/progress/b'])
      expect({ path, catalogue: isCatalogueRead(path) }).toEqual({ path, catalogue: false });
  });

  it('keeps only the personal reads offline screens need', () => {
    expect(isPersonalRead('/api/education/progress')).toBe(true);
    expect(isPersonalRead('/api/bingo/progress/daily-1')).toBe(true);
    for (const path of ['/api/symptoms', '/api/privacy/export', '/api/privacy/dashboard', '/api/health-assessment', '/api/bingo/progress/b/3'])
      expect({ path, personal: isPersonalRead(path) }).toEqual({ path, personal: false });
  });

  it('fetches every module and every board ahead of time', () => {
    expect(catalogueWarmUrls(['a', 'b c'], ['daily-1'])).toEqual([
      '/api/education/modules',
      '/api/education/categories',
      '/api/smart-stacks',
      '/api/bingo/boards',
      '/api/education/modules/a',
      '/api/education/modules/b%20c',
      '/api/bingo/boards/daily-1/cells',
    ]);
  });

  it("resolves a remote's files against its entry, wherever it is served", () => {
    const list = [
      { url: 'remoteEntry.js', revision: '1' },
      { url: '__federation_expose_App-abc12345.js', revision: null },
    ];
    expect(remoteFileUrls('https://renewed.example/remotes/bingo/remoteEntry.js', list)).toEqual([
      'https://renewed.example/remotes/bingo/remoteEntry.js',
      'https://renewed.example/remotes/bingo/__federation_expose_App-abc12345.js',
    ]);
    expect(remoteFileUrls('https://cdn.example/bingo/v2/remoteEntry.js', list)[1]).toBe(
      'https://cdn.example/bingo/v2/__federation_expose_App-abc12345.js',
    );
  });
});
