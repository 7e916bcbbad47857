/** Navigation of the product's "Navigation bar" and "Footer" sections, as data. */
export type NavLink = { to: string; label: string };

export const MAIN_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/education', label: 'Education' },
  { to: '/ask-auntie', label: 'Ask Auntie' },
  { to: '/practice', label: 'Practice' },
  { to: '/tracking', label: 'Tracking' },
  { to: '/smart-stacks', label: 'Smart Stacks' },
  { to: '/wisdom-council', label: 'Wisdom Council' },
];

export const MORE_LINKS: readonly NavLink[] = [
  { to: '/health-assessment', label: 'Health Assessment' },
  { to: '/menopause-rating-scale', label: 'Menopause Rating Scale' },
  { to: '/hot-flash-course', label: 'Hot Flash Course' },
  { to: '/self-care-bingo', label: 'Self-Care Bingo' },
  { to: '/clean-ingredients', label: 'Clean Beauty Guide' },
  { to: '/archetypes', label: 'Gen X Archetypes' },
  { to: '/boundary-magic', label: 'Boundary Magic' },
  { to: '/subscribe', label: 'Donate' },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/education', label: 'Education Hub' },
  { to: '/smart-stacks', label: 'Smart Stacks' },
  { to: '/practice', label: 'Practice Sessions' },
  { to: '/tracking', label: 'Personal Tracking' },
  { to: '/archetypes', label: 'Gen X Archetypes' },
  { to: '/boundary-magic', label: 'Boundary Magic' },
  { to: '/subscribe', label: 'Support Donation' },
  { to: '/privacy-dashboard', label: 'Privacy Info' },
];

export const HEALTH_TOPICS: readonly string[] = [
  'Perimenopause',
  'Hot Flashes',
  'Sleep',
  'Brain Fog',
  'Mood',
  'Bone Health',
  'Heart Health',
  'Hormone Therapy',
  'Nutrition',
  'Strength',
];

/** Home is active only on exactly '/'; every other link by path prefix (a whole segment). */
export function isActivePath(linkTo: string, pathname: string): boolean {
  if (linkTo === '/') return pathname === '/';
  return pathname === linkTo || pathname.startsWith(`${linkTo}/`);
}
