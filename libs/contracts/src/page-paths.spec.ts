import { educationLink, PAGE_PATHS } from './page-paths';

describe('page paths', () => {
  it('lists each path once, as an absolute path without a trailing slash', () => {
    const paths = Object.values(PAGE_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z-]+)?$/);
  });

  it('builds library links with encoded parameters in a stable order', () => {
    expect(educationLink()).toBe('/education');
    expect(educationLink({ module: 'hot-flashes-night-sweats' })).toBe('/education?module=hot-flashes-night-sweats');
    expect(educationLink({ search: 'Hot Flashes', filter: 'community' })).toBe('/education?filter=community&search=Hot+Flashes');
    expect(educationLink({ search: 'a&b=c' })).toBe('/education?search=a%26b%3Dc');
    expect(new URLSearchParams(educationLink({ search: 'a&b=c' }).split('?')[1]).get('search')).toBe('a&b=c');
  });
});
