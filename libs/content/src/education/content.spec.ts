import { readdirSync } from 'node:fs';
import { moduleFingerprint } from '../testing/fingerprint';
import { isSearchPage } from '../testing/references';
import { join } from 'node:path';
import {
  countContentWords,
  EDUCATION_CATEGORIES,
  EDUCATION_CATEGORY_INFO,
  EDUCATION_CATEGORY_KEYS,
  EDUCATION_MODULES,
  MODULE_UPDATES,
  readingMinutes,
  type EducationModuleContent,
} from './index';

/**
 * Content checks: the library is reviewed like code, and these rules hold for every module file.
 * The allowed markup is the product's simple form: `## Heading` lines, `- bullet` lines, `**bold**`
 * inside a line, and plain paragraphs. Nothing else (no HTML, links, other heading levels).
 */
const each = (check: (module: EducationModuleContent) => void) => {
  for (const module of EDUCATION_MODULES) {
    try {
      check(module);
    } catch (error) {
      throw new Error(`module "${module.id}": ${(error as Error).message}`);
    }
  }
};

/** Returns the problems with one line of markup (empty when the line is allowed). */
function markupProblems(line: string): string[] {
  const problems: string[] = [];
  if (/[<>]/.test(line)) problems.push('contains < or > (no HTML)');
  if (/^#/.test(line) && !/^## \S/.test(line)) problems.push('headings must be "## Heading"');
  if (/^\s*[*+]\s/.test(line) || /^\s+-\s/.test(line)) problems.push('bullets must be "- item" at the start of the line');
  if (/^-\S/.test(line)) problems.push('a bullet needs a space after "-"');
  if (/^\d+[.)]\s/.test(line)) problems.push('numbered lists are not part of the markup');
  if (/\[[^\]]*\]\([^)]*\)/.test(line)) problems.push('links are not part of the markup');
  if (/[`_~|]/.test(line)) problems.push('only ** is allowed for emphasis');
  if (/\*\*\*\*/.test(line)) problems.push('empty bold');
  const withoutBold = line.replace(/\*\*[^*]+\*\*/g, '');
  if (withoutBold.includes('*')) problems.push('unbalanced or single * (bold is **text**)');
  if (/\$\{/.test(line)) problems.push('template placeholder left in the text');
  return problems;
}

describe('education library content', () => {
  it('has at least 50 modules, each in its own file named after its id', () => {
    expect(EDUCATION_MODULES.length).toBeGreaterThanOrEqual(50);
    const files = readdirSync(join(__dirname, 'modules'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(EDUCATION_MODULES.map((module) => module.id).sort()).toEqual(files);
  });

  it('has unique kebab-case ids and unique order indexes, listed in reading order', () => {
    const ids = EDUCATION_MODULES.map((module) => module.id);
    expect(new Set(ids).size).toBe(ids.length);
    each((module) => expect(module.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/));
    const order = EDUCATION_MODULES.map((module) => module.orderIndex);
    expect(new Set(order).size).toBe(order.length);
    expect(order).toEqual([...order].sort((first, second) => first - second));
    each((module) => expect(Number.isInteger(module.orderIndex) && module.orderIndex >= 1).toBe(true));
  });

  it('has modules in every category of the library tabs', () => {
    const empty = EDUCATION_CATEGORIES.filter((category) => !EDUCATION_MODULES.some((module) => module.category === category));
    expect(empty).toEqual([]);
    each((module) => expect(EDUCATION_CATEGORIES).toContain(module.category));
  });

  it('gives every module a title, a description, a key insight and a "When to..." help section', () => {
    each((module) => {
      expect(module.title.trim().length).toBeGreaterThan(3);
      expect(module.description.trim().length).toBeGreaterThan(20);
      expect(module.keyInsight.trim().length).toBeGreaterThan(20);
      expect(module.content).toMatch(/^## When to /m);
    });
  });

  it('gives every module two or more references, each with a title, a source, a plausible year and a link (https page or DOI)', () => {
    const thisYear = new Date().getFullYear();
    each((module) => {
      expect(module.references.length).toBeGreaterThanOrEqual(2);
      for (const reference of module.references) {
        expect(reference.title.trim().length).toBeGreaterThan(3);
        expect(reference.source.trim().length).toBeGreaterThan(3);
        expect(Number.isInteger(reference.year) && reference.year >= 1900 && reference.year <= thisYear).toBe(true);
        expect({ title: reference.title, url: reference.url }).toEqual({
          title: reference.title,
          url: expect.stringMatching(/^https:\/\/[^\s<>"]+$/),
        });
        if (reference.url.startsWith('https://doi.org/')) expect(reference.url).toMatch(/^https:\/\/doi\.org\/10\.\d{4,9}\/\S+$/);
        expect({ title: reference.title, searchPage: isSearchPage(reference.url) }).toEqual({ title: reference.title, searchPage: false });
      }
    });
  });

  it('dates the last change of every module as a real YYYY-MM-DD day, no later than today', () => {
    const today = new Date().toISOString().slice(0, 10);
    each((module) => {
      expect(module.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${module.lastUpdated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(module.lastUpdated);
      expect(module.lastUpdated <= today).toBe(true);
    });
  });

  it('moves "Last updated" whenever a module\'s text changes (its fingerprint in module-updates.ts matches the text)', () => {
    const stale = EDUCATION_MODULES.filter((module) => MODULE_UPDATES[module.id]?.fingerprint !== moduleFingerprint(module)).map(
      (module) =>
        `${module.id}: text changed since ${MODULE_UPDATES[module.id]?.updated ?? 'never stamped'}; set updated to the day of the change and fingerprint to '${moduleFingerprint(module)}'`,
    );
    expect(stale).toEqual([]);
    expect(Object.keys(MODULE_UPDATES).sort()).toEqual(EDUCATION_MODULES.map((module) => module.id).sort());
  });

  it('states a duration equal to the word count / 200, rounded (at least 1 minute)', () => {
    each((module) => {
      const words = countContentWords(module.content);
      expect({ duration: module.duration, words }).toEqual({ duration: Math.max(1, Math.round(words / 200)), words });
      expect(module.duration).toBeGreaterThanOrEqual(1);
    });
  });

  it('uses only the simple markup (headings, bullets, bold, paragraphs) and no HTML', () => {
    each((module) => {
      const problems = module.content
        .split('\n')
        .flatMap((line, index) => markupProblems(line).map((problem) => `line ${index + 1}: ${problem}`));
      expect(problems).toEqual([]);
      expect(module.content).toMatch(/^## \S/m);
      for (const text of [module.title, module.description, module.keyInsight]) expect(text).not.toMatch(/[<>*#`]/);
    });
  });

  it('has information (name, colour token, icon, description) for every category of the product', () => {
    expect([...EDUCATION_CATEGORY_KEYS].sort()).toEqual(
      [
        'truth-telling',
        'sacred-science',
        'boundary-mastery',
        'awakening-guide',
        'biohacking',
        'community',
        'practice',
        'self-care',
        'nutrition-foundations',
        'awakening-practices',
        'analytics',
      ].sort(),
    );
    for (const key of EDUCATION_CATEGORY_KEYS) {
      const info = EDUCATION_CATEGORY_INFO[key];
      expect(info.name.length).toBeGreaterThan(2);
      expect(info.description.length).toBeGreaterThan(20);
      expect(info.icon.length).toBeGreaterThan(0);
      expect(['primary', 'secondary', 'accent', 'success', 'warning', 'muted']).toContain(info.colour);
    }
  });
});

describe('reading time rule', () => {
  it('counts words after removing the markup characters', () => {
    expect(countContentWords('## A heading\n\n- one **bold** item\n\nTwo  words')).toBe(7);
    expect(countContentWords('')).toBe(0);
  });

  it('rounds to the nearest minute at 200 words a minute, never below 1', () => {
    expect(readingMinutes('word '.repeat(299))).toBe(1);
    expect(readingMinutes('word '.repeat(300))).toBe(2);
    expect(readingMinutes('word '.repeat(900))).toBe(5);
    expect(readingMinutes('short')).toBe(1);
  });
});

describe('module fingerprint used by the "Last updated" check', () => {
  it('changes when any text a reader sees changes, and not otherwise', () => {
    const module = EDUCATION_MODULES[0]!;
    const same = moduleFingerprint({ ...module });
    expect(moduleFingerprint(module)).toBe(same);
    expect(moduleFingerprint({ ...module, keyInsight: `${module.keyInsight} ` })).not.toBe(same);
    expect(moduleFingerprint({ ...module, references: module.references.slice(1) })).not.toBe(same);
    expect(moduleFingerprint({ ...module, duration: module.duration + 1 })).toBe(same);
  });
});

describe('search-page rule used by the reference checks', () => {
  it('refuses search pages and accepts item pages', () => {
    expect(isSearchPage('https://pubmed.ncbi.nlm.nih.gov/?term=Understanding+weight+gain')).toBe(true);
    expect(isSearchPage('https://search.worldcat.org/search?q=Encounters+with+Aging')).toBe(true);
    expect(isSearchPage('https://www.google.com/search?q=x')).toBe(true);
    expect(isSearchPage('https://pubmed.ncbi.nlm.nih.gov/11400220/')).toBe(false);
    expect(isSearchPage('https://doi.org/10.1002/ajhb.1081')).toBe(false);
    expect(isSearchPage('https://www.nice.org.uk/guidance/ng23')).toBe(false);
  });
});

describe('markup rules used by the content checks', () => {
  it('accepts the allowed forms', () => {
    for (const line of [
      '## Heading',
      '- a bullet with **bold**',
      '**Bold** at the start of a paragraph.',
      'Plain text, with a - dash.',
      '',
    ])
      expect({ line, problems: markupProblems(line) }).toEqual({ line, problems: [] });
  });

  it('rejects HTML, other headings, other bullets, links and stray asterisks', () => {
    for (const line of [
      '<script>alert(1)</script>',
      '# Title',
      '### Small',
      '* bullet',
      '1. first',
      '[link](https://x.example)',
      'one *star*',
      '**open bold',
    ])
      expect({ line, problems: markupProblems(line).length > 0 }).toEqual({ line, problems: true });
  });
});
