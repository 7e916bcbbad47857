import { EDUCATION_MODULES } from '@renewed/content';
import {
  filterModules,
  formatDuration,
  groupByCategory,
  isLibraryTab,
  libraryIntro,
  LIBRARY_CATEGORIES,
  LIBRARY_TABS,
  matchesSearch,
  moduleStatus,
  progressById,
  progressSummary,
  upsertProgress,
} from './library-logic';

const summary = (id: string, category: string, title = id, description = `About ${id}`) => ({
  id,
  category,
  title,
  description,
  orderIndex: 1,
});

const MODULES = [
  summary('hot-flashes', 'truth-telling', 'Hot Flashes and Night Sweats', 'Why hot flashes happen'),
  summary('sleep', 'sacred-science', 'Sleep in Perimenopause', 'CBT for insomnia and better nights'),
  summary('wisdom', 'community', 'Global Menopause Wisdom', 'Menopause across cultures'),
  summary('herbs', 'biohacking', 'Plant-Based Remedies', 'What research says about herbal HOT FLASH remedies'),
];

describe('library tabs', () => {
  it('are the product’s ten values and labels, in order', () => {
    expect(LIBRARY_TABS.map((tab) => `${tab.value}=${tab.label}`)).toEqual([
      'all=All',
      'truth-telling=Hormonal',
      'sacred-science=Sacred',
      'biohacking=Formulas',
      'boundary-mastery=Boundary',
      'community=Community',
      'self-care=Self-Care',
      'practice=Practice',
      'nutrition-foundations=Nutrition',
      'awakening-practices=Awakening',
    ]);
    expect(LIBRARY_CATEGORIES).not.toContain('all');
    expect(isLibraryTab('community')).toBe(true);
    expect(isLibraryTab('Community')).toBe(false);
    expect(isLibraryTab(null)).toBe(false);
  });
});

describe('search', () => {
  it('matches the title or the description, ignoring case and surrounding spaces', () => {
    expect(matchesSearch(MODULES[0]!, 'HOT flashes')).toBe(true);
    expect(matchesSearch(MODULES[1]!, 'insomnia')).toBe(true);
    expect(matchesSearch(MODULES[2]!, '  global menopause wisdom ')).toBe(true);
    expect(matchesSearch(MODULES[2]!, 'insomnia')).toBe(false);
    expect(matchesSearch(MODULES[2]!, '')).toBe(true);
  });

  it('does not search the category', () => {
    expect(matchesSearch(MODULES[2]!, 'community')).toBe(false);
  });
});

describe('category filter', () => {
  it('is exact, and combines with the search', () => {
    expect(filterModules(MODULES, { tab: 'all', search: '' }).map((entry) => entry.id)).toEqual([
      'hot-flashes',
      'sleep',
      'wisdom',
      'herbs',
    ]);
    expect(filterModules(MODULES, { tab: 'community', search: '' }).map((entry) => entry.id)).toEqual(['wisdom']);
    expect(filterModules([summary('x', 'community-extra')], { tab: 'community', search: '' })).toEqual([]);
    expect(filterModules(MODULES, { tab: 'all', search: 'hot flash' }).map((entry) => entry.id)).toEqual([
      'hot-flashes',
      'herbs',
    ]);
    expect(filterModules(MODULES, { tab: 'biohacking', search: 'hot flash' }).map((entry) => entry.id)).toEqual(['herbs']);
    expect(filterModules(MODULES, { tab: 'practice', search: '' })).toEqual([]);
  });
});

describe('grouping', () => {
  it('groups modules by category in tab order and leaves out empty categories', () => {
    const groups = groupByCategory(MODULES);
    expect(groups.map((group) => [group.category, group.modules.map((entry) => entry.id)])).toEqual([
      ['truth-telling', ['hot-flashes']],
      ['sacred-science', ['sleep']],
      ['biohacking', ['herbs']],
      ['community', ['wisdom']],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('status and progress', () => {
  it('labels a module Completed (flag), In Progress (above 0) or Not Started', () => {
    expect(moduleStatus(undefined)).toBe('Not Started');
    expect(moduleStatus({ completed: false, progressPercentage: 0 })).toBe('Not Started');
    expect(moduleStatus({ completed: false, progressPercentage: 1 })).toBe('In Progress');
    expect(moduleStatus({ completed: true, progressPercentage: 100 })).toBe('Completed');
  });

  it('shows the duration as N min, or Self-paced without one', () => {
    expect(formatDuration(4)).toBe('4 min');
    expect(formatDuration(undefined)).toBe('Self-paced');
    expect(formatDuration(0)).toBe('Self-paced');
  });

  it('counts completed of total for the overall and per-category bars', () => {
    const progress = progressById([
      { moduleId: 'hot-flashes', completed: true, progressPercentage: 100 },
      { moduleId: 'sleep', completed: false, progressPercentage: 60 },
      { moduleId: 'gone-module', completed: true, progressPercentage: 100 },
    ]);
    expect(progressSummary(MODULES, progress)).toEqual({ completed: 1, total: 4, percent: 25 });
    expect(progressSummary([MODULES[0]!], progress)).toEqual({ completed: 1, total: 1, percent: 100 });
    expect(progressSummary([], progress)).toEqual({ completed: 0, total: 0, percent: 0 });
  });

  it('keeps the newest record when saved progress arrives', () => {
    const older = { moduleId: 'sleep', updatedAt: '2025-01-01T10:00:00.000Z', progressPercentage: 20 };
    const newer = { moduleId: 'sleep', updatedAt: '2025-01-01T10:00:05.000Z', progressPercentage: 30 };
    const other = { moduleId: 'wisdom', updatedAt: '2025-01-01T09:00:00.000Z', progressPercentage: 10 };
    expect(upsertProgress(undefined, older)).toEqual([older]);
    expect(upsertProgress([older, other], newer)).toEqual([newer, other]);
    expect(upsertProgress([newer, other], older)).toEqual([newer, other]);
  });
});

describe('libraryIntro', () => {
  it('states the number of modules it is given, never a typed figure', () => {
    expect(libraryIntro(EDUCATION_MODULES.length)).toMatch(new RegExp(`^${EDUCATION_MODULES.length} evidence-based modules `));
    expect(libraryIntro(7)).toMatch(/^7 evidence-based modules /);
    expect(libraryIntro(0)).toMatch(/^Evidence-based modules /);
    expect(libraryIntro(EDUCATION_MODULES.length)).not.toMatch(/\d+\+/);
  });
});
