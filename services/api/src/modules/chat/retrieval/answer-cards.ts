import { CHAT_ANSWER_CARDS, type ChatAnswerCard } from '@renewed/content';
import type { ChatMessage } from '@renewed/contracts';
import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import { expandQuery, normaliseTerm } from './library-index';

/**
 * Everyday words and the words the cards use for the same thing, added to a query next to the
 * original (docs/chat-answers.md, "How an answer is chosen"). Keys are whole lowercase words.
 */
const CARD_SYNONYMS: Readonly<Record<string, string>> = {
  flushes: 'hot flash',
  flushing: 'hot flash',
  flush: 'hot flash',
  flashes: 'hot flash',
  hrt: 'hormone therapy',
  mht: 'hormone therapy',
  hormones: 'hormone therapy',
  estradiol: 'estrogen',
  oestrogen: 'estrogen',
  meno: 'menopause',
  peri: 'perimenopause',
  perimenopausal: 'perimenopause',
  postmenopausal: 'after menopause',
  insomnia: 'sleep',
  sleeping: 'sleep',
  awake: 'sleep wake',
  knackered: 'tired exhausted',
  shattered: 'tired exhausted',
  weepy: 'crying mood',
  teary: 'crying mood',
  forgetful: 'forgetting memory',
  scatterbrained: 'brain fog',
  foggy: 'brain fog',
  achy: 'ache joint',
  tummy: 'belly',
  gut: 'belly',
  lube: 'lubricant',
  libido: 'sex drive desire',
  horny: 'sex drive desire',
  wee: 'pee bladder',
  peeing: 'pee bladder',
  kegel: 'pelvic floor',
  kegels: 'pelvic floor',
  coil: 'iud coil',
  mirena: 'coil iud',
  gp: 'doctor',
  physician: 'doctor',
  obgyn: 'doctor specialist',
  gyno: 'doctor specialist',
  gynecologist: 'doctor specialist',
  boss: 'manager work',
  workplace: 'work',
  job: 'work',
  hubby: 'husband partner',
  spouse: 'partner',
  mum: 'mom parents',
  drinking: 'alcohol',
  booze: 'alcohol',
  vino: 'wine alcohol',
  coffee: 'caffeine',
  veozah: 'fezolinetant',
  lynkuet: 'elinzanetant',
  ozempic: 'semaglutide weight loss medicine',
  wegovy: 'semaglutide weight loss medicine',
  mounjaro: 'tirzepatide weight loss medicine',
  zepbound: 'tirzepatide weight loss medicine',
  workout: 'exercise',
  workouts: 'exercise',
  gym: 'exercise',
  jogging: 'running walking cardio',
  osteo: 'osteoporosis',
  dexa: 'bone density scan',
  pills: 'pill',
  tablets: 'pill',
  bioidentical: 'bioidentical compounded',
};

/**
 * Words that say nothing about which card fits ("does it actually affect..."), on top of the
 * library's stop words.
 */
const CARD_STOP_WORDS = new Set(
  (
    'actually actual really way ways make makes does lately anymore still even every ever much many okay ok bit little ' +
    'kind sort stuff seem seems happen happens keep keeps kept cause causes caused affect affects normal sign signs ' +
    'thing say said someone anyone everyone anybody good bad best getting gets'
  ).split(' '),
);

/** One term as the card index stores it: the library's normalising (stop words, plurals), then a Porter stem. */
export function cardTerm(term: string): string | null {
  const normal = normaliseTerm(term);
  return normal && !CARD_STOP_WORDS.has(normal) ? stemmer(normal) : null;
}

const TOKEN = /[\n\r\p{Z}\p{P}]+/u;

/** Each word once, by its indexed form: a card that repeats a common word is not favored for it. */
function distinctWords(text: string): string {
  const seen = new Set<string>();
  return text
    .split(TOKEN)
    .filter((word) => {
      const term = cardTerm(word);
      if (!term || seen.has(term)) return false;
      seen.add(term);
      return true;
    })
    .join(' ');
}

const termsOf = (text: string) => text.split(TOKEN).map(cardTerm).filter((term): term is string => Boolean(term));

/** The distinct terms of a query, in the index's form, with the synonyms its words bring. */
export function queryTerms(text: string): string[] {
  return [...new Set(termsOf(expandCardQuery(text)))];
}

/** A synonym counts for less than a word the person typed, so it adds reach without adding weight. */
const SYNONYM_WEIGHT = 0.4;

/**
 * The kind of question, from words the stop list drops ("what is", "what can I do"): each adds a
 * cue word that the cards written for that kind of question carry in their keywords.
 */
const QUESTION_CUES: ReadonlyArray<[RegExp, string]> = [
  [/^\s*(what(?:'s|s| is| are)|tell me about|explain)\b/i, 'definition'],
  [/\b(what (can|should) i do|how (do|can) i (stop|treat|manage|ease|cope|get rid))\b/i, 'remedy'],
  [/\b(who are you|are you (a |an )?(real|human|person|bot|robot|ai|doctor|nurse))\b/i, 'chatbot'],
];

/** The query with the cards' words added next to everyday ones, on top of the library's own synonyms. */
export function expandCardQuery(text: string): string {
  const extra = text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .map((word) => CARD_SYNONYMS[word])
    .filter((word): word is string => Boolean(word));
  const added = [...extra, ...questionCues(text)];
  return expandQuery(added.length > 0 ? `${text} ${added.join(' ')}` : text);
}

/** The cue words for the kind of question `text` asks; they count as words the person typed. */
function questionCues(text: string): string[] {
  return QUESTION_CUES.filter(([pattern]) => pattern.test(text)).map(([, cue]) => cue);
}

/** Words nearly every card shares: they count for little, so "menopause joint pain" ranks by "joint pain". */
const GENERIC = new Set(['menopaus', 'perimenopaus', 'women', 'woman', 'midlif']);

/**
 * The lowest score a card needs to be given as the answer. Below it the match is a guess, and the
 * reply says so honestly. Tuned on the tune split of the evaluation set (answer-eval.ts).
 */
export const MIN_CARD_SCORE = 4;
/** The share of a message's telling words the chosen card must contain. */
export const MIN_COVERAGE = 0.4;
/** A message this short may lean on the conversation ("what about at night?", "is it safe?"). */
export const FOLLOW_UP_WORDS = 8;
/** How much a short follow-up favors cards in the same area as the answer before it. */
const SAME_AREA_BOOST = 1.6;

export type CardHit = {
  card: ChatAnswerCard;
  score: number;
  /** The share of the query's telling (not generic) terms the card contains, 0 to 1. */
  coverage: number;
};
export type CardMatch = CardHit & { followUp: boolean };

const isConfident = (hit: CardHit) => hit.score >= MIN_CARD_SCORE && hit.coverage >= MIN_COVERAGE;

type IndexedCard = { id: string; examples: string; keywords: string; answer: string };

/**
 * A BM25 index (MiniSearch) over the answer cards: their example phrasings and keywords weigh
 * most, the answer text a little. Terms are stemmed, so "sweating" finds "sweats".
 */
export class AnswerCardIndex {
  private readonly search: MiniSearch<IndexedCard>;
  private readonly byId: Map<string, ChatAnswerCard>;

  constructor(readonly cards: readonly ChatAnswerCard[] = CHAT_ANSWER_CARDS) {
    this.byId = new Map(cards.map((card) => [card.id, card]));
    this.search = new MiniSearch<IndexedCard>({
      fields: ['examples', 'keywords', 'answer'],
      processTerm: cardTerm,
      searchOptions: {
        boost: { keywords: 1, examples: 2, answer: 0.5 },
        prefix: (term) => term.length > 4,
        fuzzy: (term) => (term.length > 5 ? 0.2 : false),
        combineWith: 'OR',
      },
    });
    this.search.addAll(
      cards.map((card) => ({
        id: card.id,
        examples: distinctWords(card.examples.join(' ')),
        keywords: distinctWords(card.keywords.join(' ')),
        answer: card.answer,
      })),
    );
  }

  get(id: string): ChatAnswerCard | undefined {
    return this.byId.get(id);
  }

  /** Cards for one piece of text, best first. */
  hits(text: string, limit = 5): CardHit[] {
    // Each telling word the person typed, with the terms it searches for (itself and its synonyms).
    const telling = new Map<string, Set<string>>();
    for (const word of [...text.split(TOKEN), ...questionCues(text)]) {
      const term = cardTerm(word);
      if (term && !GENERIC.has(term)) telling.set(term, new Set([term, ...queryTerms(word)]));
    }
    const typed = new Set(termsOf([text, ...questionCues(text)].join(' ')));
    const weight = (term: string) => (GENERIC.has(term) ? 0.3 : 1) * (typed.has(term) ? 1 : SYNONYM_WEIGHT);
    return this.search
      .search(queryTerms(text).join(' '), { processTerm: (term) => term, boostTerm: weight })
      .slice(0, limit)
      .map((result) => {
        // Only the card's own phrasings and keywords count here: a word in the answer text alone
        // ("kidney" in an answer about magnesium) does not make the card about it.
        const named = Object.entries(result.match)
          .filter(([, fields]) => fields.some((field) => field !== 'answer'))
          .map(([term]) => term);
        const covered = [...telling.values()].filter((searched) => named.some((term) => [...searched].some((word) => term.startsWith(word)))).length;
        return { card: this.byId.get(String(result.id))!, score: result.score, coverage: telling.size === 0 ? 1 : covered / telling.size };
      });
  }

  /**
   * The card for the newest message of a conversation, or null when nothing matches well enough.
   * A short message is read in the light of the conversation: cards in the area of the earlier
   * question rank higher, and when the message alone finds nothing, it is searched together with
   * the earlier question.
   */
  match(messages: readonly ChatMessage[]): CardMatch | null {
    const questions = messages.filter((message) => message.role === 'user').map((message) => message.content);
    const last = questions.at(-1) ?? '';
    const earlier = questions.slice(0, -1).reverse();
    const short = last.split(/\s+/).filter(Boolean).length <= FOLLOW_UP_WORDS;
    const own = this.hits(last, 30);
    if (!short || earlier.length === 0) return this.confident(own[0], false);

    const context = earlier.map((question) => this.hits(question, 1)[0]).find((hit) => hit && isConfident(hit));
    if (!context) return this.confident(own[0], false);
    const reranked = own
      .map((hit) => ({ ...hit, score: hit.card.area === context.card.area ? hit.score * SAME_AREA_BOOST : hit.score }))
      .sort((first, second) => second.score - first.score);
    const best = reranked.find((hit) => hit.card.id !== context.card.id) ?? reranked[0];
    if (best && isConfident(best)) return { ...best, followUp: best.card.area === context.card.area };
    // Nothing of its own ("and for how long?"): the message with the earlier question.
    const combined = this.hits(`${last} ${earlier[0]}`, 3).find((hit) => hit.card.id !== context.card.id);
    return this.confident(combined, true);
  }

  private confident(hit: CardHit | undefined, followUp: boolean): CardMatch | null {
    return hit && isConfident(hit) ? { ...hit, followUp } : null;
  }
}
