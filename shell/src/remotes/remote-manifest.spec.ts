import { parseManifest, resolveRemoteUrl } from './remote-manifest';

describe('remote manifest', () => {
  it('reads known remotes and their URLs', () => {
    expect(parseManifest({ practice: { url: '/remotes/practice/remoteEntry.js' }, unknown: { url: 'x' } })).toEqual({
      practice: { url: '/remotes/practice/remoteEntry.js' },
    });
  });

  it('refuses a malformed manifest with a message that names the problem', () => {
    expect(() => parseManifest([])).toThrow('not an object');
    expect(() => parseManifest({ practice: { url: '' } })).toThrow('no URL for practice');
    expect(() => parseManifest({ bingo: null })).toThrow('no URL for bingo');
  });

  it('resolves relative entries against the site and keeps absolute ones', () => {
    expect(resolveRemoteUrl('/remotes/bingo/remoteEntry.js', 'https://renewed.example')).toBe(
      'https://renewed.example/remotes/bingo/remoteEntry.js',
    );
    expect(resolveRemoteUrl('https://cdn.example/bingo/remoteEntry.js', 'https://renewed.example')).toBe(
      'https://cdn.example/bingo/remoteEntry.js',
    );
  });
});
