import { FOOTER_LINKS, isActivePath, MAIN_LINKS, MORE_LINKS } from './navigation';

describe('navigation', () => {
  it('Home is active only on exactly /', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/education')).toBe(false);
    expect(isActivePath('/', '/home')).toBe(false);
  });

  it('other links are active by path prefix, on whole segments', () => {
    expect(isActivePath('/education', '/education')).toBe(true);
    expect(isActivePath('/education', '/education/modules')).toBe(true);
    expect(isActivePath('/practice', '/practice-extra')).toBe(false);
  });

  it('lists the main links, the More items (the six of the spec, then the measures) and the footer links', () => {
    expect(MAIN_LINKS.map((link) => link.label)).toEqual([
      'Home',
      'Education',
      'Ask Auntie',
      'Practice',
      'Tracking',
      'Smart Stacks',
      'Wisdom Council',
    ]);
    expect(MORE_LINKS.map((link) => link.to)).toEqual([
      '/health-assessment',
      '/menopause-rating-scale',
      '/hot-flash-course',
      '/self-care-bingo',
      '/clean-ingredients',
      '/archetypes',
      '/boundary-magic',
      '/subscribe',
    ]);
    expect(FOOTER_LINKS.map((link) => link.to)).toEqual([
      '/',
      '/education',
      '/smart-stacks',
      '/practice',
      '/tracking',
      '/archetypes',
      '/boundary-magic',
      '/subscribe',
      '/privacy-dashboard',
    ]);
  });
});
