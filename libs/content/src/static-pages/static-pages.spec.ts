import { EDUCATION_MODULES } from '../education';
import { ARCHETYPES } from './archetypes';
import {
  INGREDIENTS_TO_AVOID,
  PRODUCT_CRITERIA,
  SCORE_BANDS,
  ingredientSpeechParts,
  productScore,
  scoreBand,
} from './clean-beauty';
import { MORNING_RITUAL } from './boundary-magic';
import { COMMUNITY_PROMPTS } from './community';
import {
  CULTURE_TOPICS,
  EXPERTS,
  EXPERT_CATEGORIES,
  councilStats,
  filterExperts,
  isExpertFilter,
  type LibraryTopic,
} from './wisdom-council';

/** The education library's own search rule: exact category, text in the title or description. */
function libraryMatches(topic: LibraryTopic) {
  const needle = topic.search.toLocaleLowerCase();
  return EDUCATION_MODULES.filter(
    (module) =>
      module.category === topic.filter &&
      (module.title.toLocaleLowerCase().includes(needle) || module.description.toLocaleLowerCase().includes(needle)),
  );
}

describe('wisdom council', () => {
  it('has five experts, in the four categories, with two books, a website and up to three contributions each', () => {
    expect(EXPERTS).toHaveLength(5);
    expect(new Set(EXPERTS.map((expert) => expert.id)).size).toBe(5);
    for (const expert of EXPERTS) {
      expect(expert.books).toHaveLength(2);
      expect(expert.keyContributions.length).toBeGreaterThanOrEqual(1);
      expect(expert.keyContributions.length).toBeLessThanOrEqual(3);
      expect(expert.websites[0]).toMatch(/^https:\/\//);
      for (const book of expert.books) expect(book.year).toBeGreaterThan(1990);
    }
  });

  it('filters by category, and "all" keeps every expert in order', () => {
    expect(filterExperts(EXPERTS, 'all')).toEqual(EXPERTS);
    expect(filterExperts(EXPERTS, 'medical-evidence').map((expert) => expert.id)).toEqual(['jen-gunter', 'mary-claire-haver']);
    expect(filterExperts(EXPERTS, 'neuroscience').map((expert) => expert.id)).toEqual(['lisa-mosconi']);
    expect(filterExperts(EXPERTS, 'nutrition-lifestyle').map((expert) => expert.id)).toEqual(['stacy-sims']);
    expect(filterExperts(EXPERTS, 'integrative-holistic').map((expert) => expert.id)).toEqual(['aviva-romm']);
    expect(filterExperts([], 'neuroscience')).toEqual([]);
    for (const category of EXPERT_CATEGORIES) {
      if (category.value !== 'all') expect(filterExperts(EXPERTS, category.value).length).toBeGreaterThan(0);
    }
  });

  it('knows its filter values', () => {
    expect(isExpertFilter('neuroscience')).toBe(true);
    expect(isExpertFilter('astrology')).toBe(false);
    expect(isExpertFilter(undefined)).toBe(false);
  });

  it('computes the stats from the data', () => {
    expect(councilStats(EXPERTS)).toEqual({ experts: 5, books: 10, countries: 2, categories: 4 });
    expect(councilStats([])).toEqual({ experts: 0, books: 0, countries: 0, categories: 0 });
    expect(
      councilStats([
        { books: [{ title: 'A', year: 2020 }], country: 'Peru', category: 'neuroscience' },
        { books: [], country: 'Peru', category: 'neuroscience' },
      ]),
    ).toEqual({ experts: 2, books: 1, countries: 1, categories: 1 });
  });

  it('every library badge lands on at least one real module of our library', () => {
    const topics = [...CULTURE_TOPICS, ...EXPERTS.flatMap((expert) => expert.libraryTopics)];
    for (const topic of topics) {
      expect({ topic: topic.label, matches: libraryMatches(topic).length > 0 }).toEqual({ topic: topic.label, matches: true });
    }
  });
});

describe('archetypes', () => {
  it('has the five archetypes, each with pain points, solutions and real key modules', () => {
    expect(ARCHETYPES.map((archetype) => archetype.id)).toEqual([
      'corporate-warrior',
      'creative-visionary',
      'sandwich-matriarch',
      'reinvention-queen',
      'wellness-skeptic',
    ]);
    const titles = new Map(EDUCATION_MODULES.map((module) => [module.id, module.title]));
    for (const archetype of ARCHETYPES) {
      expect(archetype.painPoints.length).toBeGreaterThan(0);
      expect(archetype.solutions.length).toBeGreaterThan(0);
      for (const { id, title } of archetype.modules) expect({ id, title: titles.get(id) }).toEqual({ id, title });
    }
  });
});

describe('clean beauty guide', () => {
  it('states the evidence and a source for every ingredient', () => {
    for (const ingredient of INGREDIENTS_TO_AVOID) {
      expect(['strong', 'moderate', 'limited']).toContain(ingredient.evidence);
      expect(ingredient.sources.length).toBeGreaterThan(0);
      for (const source of ingredient.sources) expect(source.url).toMatch(/^https:\/\//);
      expect(ingredient.alternatives.length).toBeGreaterThan(0);
    }
    expect(ingredientSpeechParts(INGREDIENTS_TO_AVOID[0])[0]).toBe('Fragrance (parfum).');
  });

  it('scores a product by our checklist, out of 100', () => {
    expect(PRODUCT_CRITERIA.reduce((total, criterion) => total + criterion.points, 0)).toBe(100);
    expect(productScore([])).toBe(0);
    expect(productScore(PRODUCT_CRITERIA.map((criterion) => criterion.id))).toBe(100);
    expect(productScore(['fragrance-free', 'no-formaldehyde'])).toBe(50);
    expect(productScore(new Set(['full-label', 'unknown']))).toBe(20);
  });

  it('maps scores to the bands green 80-100, amber 50-79 and red 0-49', () => {
    expect(SCORE_BANDS.map((band) => [band.id, band.min, band.max])).toEqual([
      ['green', 80, 100],
      ['amber', 50, 79],
      ['red', 0, 49],
    ]);
    expect(scoreBand(100).id).toBe('green');
    expect(scoreBand(80).id).toBe('green');
    expect(scoreBand(79).id).toBe('amber');
    expect(scoreBand(50).id).toBe('amber');
    expect(scoreBand(49).id).toBe('red');
    expect(scoreBand(0).id).toBe('red');
    expect(scoreBand(-5).id).toBe('red');
    expect(scoreBand(140).id).toBe('green');
  });
});

describe('boundary magic and community', () => {
  it('has a four-step ritual and ten community prompts', () => {
    expect(MORNING_RITUAL).toHaveLength(4);
    expect(COMMUNITY_PROMPTS).toHaveLength(10);
  });
});
