import { PAGE_PATHS } from '@renewed/contracts/page-paths';

/** Navigation of the product's "Navigation bar" and "Footer" sections, as data. */
export type NavLink = { to: string; label: string };

export const MAIN_LINKS: readonly NavLink[] = [
  { to: PAGE_PATHS.landing, label: 'Home' },
  { to: PAGE_PATHS.education, label: 'Education' },
  { to: PAGE_PATHS.askAuntie, label: 'Ask Auntie' },
  { to: PAGE_PATHS.practice, label: 'Practice' },
  { to: PAGE_PATHS.tracking, label: 'Tracking' },
  { to: PAGE_PATHS.smartStacks, label: 'Smart Stacks' },
  { to: PAGE_PATHS.wisdomCouncil, label: 'Wisdom Council' },
];

export const MORE_LINKS: readonly NavLink[] = [
  { to: PAGE_PATHS.healthAssessment, label: 'Health Assessment' },
  { to: PAGE_PATHS.menopauseRatingScale, label: 'Menopause Rating Scale' },
  { to: PAGE_PATHS.hotFlashCourse, label: 'Hot Flash Course' },
  { to: PAGE_PATHS.selfCareBingo, label: 'Self-Care Bingo' },
  { to: PAGE_PATHS.cleanIngredients, label: 'Clean Beauty Guide' },
  { to: PAGE_PATHS.archetypes, label: 'Gen X Archetypes' },
  { to: PAGE_PATHS.boundaryMagic, label: 'Boundary Magic' },
  { to: PAGE_PATHS.subscribe, label: 'Donate' },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { to: PAGE_PATHS.landing, label: 'Home' },
  { to: PAGE_PATHS.education, label: 'Education Hub' },
  { to: PAGE_PATHS.smartStacks, label: 'Smart Stacks' },
  { to: PAGE_PATHS.practice, label: 'Practice Sessions' },
  { to: PAGE_PATHS.tracking, label: 'Personal Tracking' },
  { to: PAGE_PATHS.archetypes, label: 'Gen X Archetypes' },
  { to: PAGE_PATHS.boundaryMagic, label: 'Boundary Magic' },
  { to: PAGE_PATHS.subscribe, label: 'Support Donation' },
  { to: PAGE_PATHS.privacyDashboard, label: 'Privacy Info' },
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
  if (linkTo === PAGE_PATHS.landing) return pathname === PAGE_PATHS.landing;
  return pathname === linkTo || pathname.startsWith(`${linkTo}/`);
}
