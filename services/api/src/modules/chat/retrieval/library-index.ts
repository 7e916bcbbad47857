import MiniSearch from 'minisearch';
import type { Passage, PassageSource } from './passages';

/**
 * Common English words that say nothing about the topic. MiniSearch ranks with BM25, which
 * already weighs rare words up; dropping these keeps "what can I do about..." from matching
 * every passage.
 */
const STOP_WORDS = new Set(
  (
    'a about after again all also am an and any are as at be because been before being both but by can could did do does ' +
    'doing for from had has have having he her here hers how i if in into is it its itself just me more most my myself ' +
    'no nor not now of off on once only or other our ours out over own same she should so some such than that the their ' +
    'them then there these they this those through to too under until up very was we were what when where which while ' +
    'who whom why will with would you your yours yourself im ive dont cant get got go going really lot lots thing things ' +
    'anything something feel feeling like know want help tell please thanks thank hi hello auntie'
  ).split(' '),
);

/**
 * Lower-case, drop stop words, and fold simple English plurals so "flashes" finds "flash" and
 * "sweats" finds "sweat". Used for indexing and for queries alike.
 */
export function normaliseTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/['’]s$/, '').replace(/['’]/g, '');
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  if (lower.length > 4 && /(sh|ch|x|ss)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 3 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/**
 * Words nearly every passage shares: they count for little, so "menopause symptoms at work"
 * ranks by "work".
 */
const GENERIC_TERMS = new Set([
  'menopause',
  'perimenopause',
  'menopausal',
  'symptom',
  'midlife',
  'women',
  'woman',
  'lately',
  'better',
  'worse',
  'best',
  'good',
  'bad',
  'normal',
  'family',
]);

/**
 * Everyday words people type, and the word the library uses for the same thing. Applied to
 * queries only, on top of the original word.
 */
const EVERYDAY_WORDS: Readonly<Record<string, string>> = {
  anxious: 'anxiety',
  angry: 'anger',
  irritated: 'irritability',
  irritate: 'irritability',
  irritable: 'irritability mood',
  husband: 'partner',
  wife: 'partner',
  forgetful: 'memory',
  forgetting: 'memory',
  sad: 'low mood',
  depressed: 'depression',
  flush: 'flash',
  flushe: 'flash',
  sweaty: 'sweat',
  sleepless: 'insomnia',
  sleep: 'insomnia',
  doctor: 'clinician',
  gp: 'clinician',
  lifting: 'strength',
  weights: 'strength',
  celebrate: 'celebration',
  herb: 'herbal',
  vitamin: 'supplement',
};

/** Adds the library's word next to an everyday one ("anxious" also searches "anxiety"). */
export function expandQuery(query: string): string {
  const extra = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((word) => EVERYDAY_WORDS[word] ?? EVERYDAY_WORDS[normaliseTerm(word) ?? ''])
    .filter((word): word is string => Boolean(word));
  return extra.length > 0 ? `${query} ${extra.join(' ')}` : query;
}

/** The library is the primary source; Smart Stacks and practices rank a little lower. */
const KIND_WEIGHT = { module: 1, 'smart-stack': 0.7, practice: 0.7 } as const;

type Indexed = { id: string; title: string; heading: string; text: string; points: string };

export type PassageHit = { passage: Passage; score: number };
export type SourceHit = { source: PassageSource; score: number; passages: PassageHit[] };

/**
 * A BM25 full-text index (MiniSearch) over every passage of the library, built once at boot.
 * Title and heading matches weigh more than body text; prefix and light fuzzy matching absorb
 * word endings and small typos.
 */
export class LibraryIndex {
  private readonly search: MiniSearch<Indexed>;
  private readonly byId: Map<string, Passage>;

  constructor(passages: readonly Passage[]) {
    this.byId = new Map(passages.map((passage) => [passage.id, passage]));
    this.search = new MiniSearch<Indexed>({
      fields: ['title', 'heading', 'text', 'points'],
      processTerm: normaliseTerm,
      searchOptions: {
        boost: { title: 3, heading: 2, points: 1.2, text: 1 },
        prefix: (term) => term.length > 3,
        fuzzy: (term) => (term.length > 5 ? 0.2 : false),
        combineWith: 'OR',
        boostTerm: (term) => (GENERIC_TERMS.has(term) ? 0.25 : 1),
      },
    });
    this.search.addAll(
      passages.map((passage) => ({
        id: passage.id,
        title: passage.source.link.title,
        heading: passage.heading,
        text: passage.paragraphs.join(' '),
        points: passage.points.join(' '),
      })),
    );
  }

  get size(): number {
    return this.byId.size;
  }

  /** Every passage of one source, in order (a module's sections). */
  passagesOf(sourceId: string): Passage[] {
    return [...this.byId.values()].filter((passage) => passage.source.id === sourceId);
  }

  /** The link to one library module's page, or undefined when the library has no such module. */
  moduleLink(moduleId: string): PassageSource['link'] | undefined {
    const passage = this.passagesOf(moduleId)[0];
    return passage?.source.kind === 'module' ? passage.source.link : undefined;
  }

  /** Passages for a query, best first. */
  passages(query: string, limit = 12): PassageHit[] {
    return this.search
      .search(expandQuery(query))
      .slice(0, limit)
      .map((result) => ({ passage: this.byId.get(String(result.id))!, score: result.score }));
  }

  /**
   * Sources (modules, stacks, practices) for a query, best first. A source scores its best
   * passage plus a share of its second best, so a module that covers the question in several
   * sections beats one with a single passing mention.
   */
  sources(query: string, limit = 3): SourceHit[] {
    const grouped = new Map<string, SourceHit>();
    for (const hit of this.passages(query, 40)) {
      const entry = grouped.get(hit.passage.source.id) ?? { source: hit.passage.source, score: 0, passages: [] };
      entry.passages.push(hit);
      grouped.set(hit.passage.source.id, entry);
    }
    for (const entry of grouped.values()) {
      const [best, second, third] = entry.passages;
      entry.score = ((best?.score ?? 0) + 0.5 * (second?.score ?? 0) + 0.25 * (third?.score ?? 0)) * KIND_WEIGHT[entry.source.kind];
    }
    return [...grouped.values()].sort((first, second) => second.score - first.score).slice(0, limit);
  }
}
