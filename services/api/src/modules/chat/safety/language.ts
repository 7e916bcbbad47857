import { distance } from 'fastest-levenshtein';
import lemmatizer from 'wink-lemmatizer';
import stem from 'wink-porter2-stemmer';
import commonWords from 'wink-lexicon/src/lexicon.js';
import wordnetWords from 'wink-lexicon/src/wn-words.js';

/**
 * The language side of the safety screen (docs/chat-safety.md, "How the screen decides"): a
 * message becomes a list of tokens, each with the stems of its lemmas (so "bled", "bleeding" and
 * "bleeds" all match "bleed"), a negation flag, and, for a misspelt word, the stem of the
 * screen's own word it is closest to. Stateless: nothing of a message is kept.
 */

export type Token = {
  word: string;
  /** The word as written, and its corrected spelling when it had one. */
  forms: ReadonlySet<string>;
  /** Stems of the word and of its noun, verb and adjective lemmas (and of a corrected spelling). */
  keys: ReadonlySet<string>;
  /** True for the few words after "not", "no", "never"... within the clause. */
  negated: boolean;
  /** This word joined to the next one ("my" + "self"), for words split in two. */
  joinedWithNext?: string;
  /** The keys a phrase's first word can be found by: stems, "=" + each form, "~" + the joined word. */
  lookup: readonly string[];
  /** The value of a number token. */
  value?: number;
  /** Which sentence of the message the word is in (split at . ! ? and line breaks). */
  sentence: number;
};

/** Contractions and chat spellings, with or without the apostrophe, as plain words. */
const CONTRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\b(can'?t|cannot)\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bain'?t\b/g, 'is not'],
  [/\b(do|does|did|is|was|are|were|have|has|had|could|would|should|must|need)n'?t\b/g, '$1 not'],
  [/\bi'?m\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'd\b/g, 'i would'],
  [/\bi'll\b/g, 'i will'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  [/\b(what|that|there|it|he|she)'?s\b/g, '$1 is'],
  [/\bwanna\b/g, 'want to'],
  // Text speak: "every1 wud be better off w/o me" (the slash is a space by now).
  [/\bw o\b/g, 'without'],
  [/\b(every|any|some)1\b/g, '$1one'],
  [/\bno1\b/g, 'no one'],
  [/\bwud\b/g, 'would'],
  [/\bhed\b/g, 'he would'],
  [/\biv\b/g, 'i have'],
  [/\benuf\b/g, 'enough'],
  [/\bcud\b/g, 'could'],
  [/\bshud\b/g, 'should'],
  [/\bgonna\b/g, 'going to'],
  [/\bgotta\b/g, 'got to'],
  [/\bu\b/g, 'you'],
  // "A lump in my boobie": the rules know the word as "boob".
  [/\bboobies\b/g, 'boobs'],
  [/\bboobie\b/g, 'boob'],
  // Dialect spellings of the words a red flag is said with (Scots, Geordie, Appalachian): "wishin
  // ah wis deid", "a splittin heidache oot o naewhere", "her face is swole". Only words that are
  // nothing else: "belle" (Pidgin for belly) is also a name, so it stays as written.
  [/\bdeid\b/g, 'dead'],
  [/\bwisnae\b/g, 'was not'],
  [/\bwis\b/g, 'was'],
  [/\b(dinnae|divvent|divn't)\b/g, 'do not'],
  [/\bcannae\b/g, 'can not'],
  [/\bwouldnae\b/g, 'would not'],
  [/\bgonnae\b/g, 'going to'],
  [/\bheid\b/g, 'head'],
  [/\bheidache\b/g, 'headache'],
  [/\bnaewhere\b/g, 'nowhere'],
  [/\boot\b/g, 'out'],
  [/\bout o\b/g, 'out of'],
  [/\bwi\b/g, 'with'],
  [/\bower\b/g, 'over'],
  [/\byella\b/g, 'yellow'],
  [/\bswole\b/g, 'swollen'],
  [/\bmasel\b/g, 'myself'],
  // Polish "od" (since) before a span of time is not an overdose: "od 3 lat", "od kilku dni".
  [/\bod ((?:\d+ )?(?:lat|lata|roku|miesięcy|miesiące|miesiąca|tygodni|tygodnia|dni|dnia|kilku|dwóch|trzech|dawna|wczoraj|rana))(?=[\s.,!?]|$)/g, 'since $1'],
  // A possessive stays visible ("my mum's hrt" -> "my mum s hrt"): it tells whose medicine it is.
  [/'s\b/g, ' s'],
];

/**
 * Clinical shorthand, as nurses, pharmacists and paramedics write about themselves: "crushing CP,
 * SOB", "SI on and off", "Hx SH, back at it". Abbreviations that are also words ("sob", "si",
 * "sh") are read in capitals only; a dose's "OD" is once daily ("sertraline 50mg OD"), never an
 * overdose; "CP" after "with", "my" or "have" is cerebral palsy. PMB and PCB need no entry: the
 * rules know them as written.
 */
const CLINICAL_SHORTHAND: ReadonlyArray<[RegExp, string]> = [
  [/\b(\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|g|ml|units?|pumps?|puffs?|sprays?|tablets?|tabs?|capsules?|caps)?)\s+OD\b/gi, '$1 once daily'],
  [/\bSOB\b/g, 'short of breath'],
  // Not cerebral palsy, a condition she lives "with" or "has": "I'm 58 and have CP", "with my CP".
  [/(?<!\b(?:with|my|have|has|having)\s+)\bCP\b(?!\s*(?:\(?\s*care plan|patients|kids|children|clients))/g, 'chest pain'],
  [/\bSI\b(?!\s*(?:joint|jt|units?)\b)/g, 'suicidal thoughts'],
  [/\bSH\b/g, 'self harm'],
  [/\bDV\b/g, 'domestic abuse'],
  [/\b(?:OD['\u2019]?d|od['\u2019]d)\b/g, 'overdosed'],
  [/\b(?:haemoptysis|hemoptysis)\b/gi, 'coughing up blood'],
  [/\bnear(?:ly)?[ -]syncope\b/gi, 'nearly fainted'],
  [/\b(?:syncope|syncopal)\b/gi, 'fainted'],
  [/\bpalps\b/gi, 'palpitations'],
  [/\b(?:N?STEMI|ST elevation)\b/g, 'heart attack'],
];

/** Lower case; one kind of apostrophe; hyphens, slashes and underscores as spaces; contractions expanded. */
export function normalise(text: string): string {
  let result = text.normalize('NFKC');
  for (const [pattern, replacement] of CLINICAL_SHORTHAND) result = result.replace(pattern, replacement);
  result = result
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u2010-\u2015\-_/]+/g, ' ')
    .replace(/&/g, ' and ');
  for (const [pattern, replacement] of CONTRACTIONS) result = result.replace(pattern, replacement);
  return result;
}

/**
 * A slip put right with an asterisk, as people do on phones: "i want to dir most days" then "die*",
 * or "*pills not pillows". The nearest word before it that is one or two letters off (or the word
 * it names) takes the correction, in the same turn or the turn before; a turn that only corrected
 * goes. Words starred on both sides ("*really*") are emphasis, not corrections.
 */
const STARRED = /(?<![\p{L}*])\*(\p{L}+)(?![\p{L}*])(?:\s+not\s+(\p{L}+))?|(?<![\p{L}*])(\p{L}+)\*(?![\p{L}*])/gu;

export function applyCorrections(turns: readonly string[]): string[] {
  const result: string[] = [];
  for (const turn of turns) {
    let rest = turn;
    for (const fix of turn.matchAll(STARRED)) {
      const [word, named] = [(fix[1] ?? fix[3])!, fix[2]];
      const at = rest.indexOf(fix[0]);
      const before = rest.slice(0, at);
      const after = rest.slice(at + fix[0].length);
      const inTurn = replaceSlip(before, word, named);
      if (inTurn !== undefined) rest = `${inTurn} ${after}`;
      else {
        const previous = result.length > 0 ? replaceSlip(result.at(-1)!, word, named) : undefined;
        if (previous === undefined) continue;
        result[result.length - 1] = previous;
        rest = `${before} ${after}`;
      }
    }
    if (rest.trim()) result.push(rest.replace(/\s{2,}/g, ' ').trim());
  }
  return result;
}

/** `text` with its last word that `correction` puts right replaced, or undefined when none is. */
function replaceSlip(text: string, correction: string, named?: string): string | undefined {
  const target = correction.toLowerCase();
  const allowed = target.length >= 5 ? 2 : 1;
  const slips = [...text.matchAll(/\p{L}+/gu)].filter((match) => {
    const word = match[0].toLowerCase();
    if (named !== undefined) return word === named.toLowerCase();
    return word !== target && Math.abs(word.length - target.length) <= allowed && distance(word, target) <= allowed;
  });
  const slip = slips.at(-1);
  if (slip?.index === undefined) return undefined;
  return text.slice(0, slip.index) + correction + text.slice(slip.index + slip[0].length);
}

/** How many words a negation reaches: "not suicidal", "never been hit", "no chest pain at all". */
const NEGATION_REACH = 4;
const NEGATORS = new Set(['not', 'no', 'never', 'nor', 'neither', 'without', 'nothing']);
/** Words that end a clause as punctuation does (and so end a negation's reach): "18 months no period and now spotting". */
const CLAUSE_WORDS = new Set(['but', 'though', 'although', 'however', 'yet', 'just', 'now']);

/** Stems of a word and of its lemmas. */
export function stemsOf(word: string): string[] {
  const forms = new Set([word, lemmatizer.noun(word), lemmatizer.verb(word), lemmatizer.adjective(word)]);
  return [...new Set([...forms].map((form) => stem(form)))];
}

/** A word of the dictionary or one of the small words it leaves out ("for", "the", "with"). */
function isWord(word: string): boolean {
  return word in commonWords || isKnownWord(word);
}

function isKnownWord(word: string): boolean {
  return [word, lemmatizer.noun(word), lemmatizer.verb(word), lemmatizer.adjective(word)].some((form) => form in wordnetWords);
}

/**
 * A phrase ("kill myself") as the stems its words must match, and as one joined word
 * ("selfharm"). An exact phrase ("=worst", written with a leading "=") matches the words as
 * written: lemmas would make "worse" match "worst" (both are forms of "bad").
 */
export type Phrase = { exact: boolean; words: readonly string[]; stems: readonly string[]; joined?: string };
// `joined` is the phrase's words run together as written ("postmenopausal"), matched against
// what the visitor wrote (or its corrected spelling), never against stems: "mum s" must not
// match "mum".

/**
 * The screen's own words. They make its phrases, and they correct spelling: a word the
 * dictionary does not know ("sucidal", "bleading", "menapausal") takes the stems of the closest
 * of these, one edit away (two for long words). A word the dictionary knows keeps its meaning:
 * "drying" never becomes "dying".
 */
export class Vocabulary {
  /** The words, with their stems, by first letter. */
  private readonly byFirstLetter = new Map<string, Map<string, string[]>>();
  /** The words by each of their stems. */
  private readonly byStem = new Map<string, Set<string>>();

  phrase(text: string): Phrase {
    const exact = text.startsWith('=');
    const words = text.replace(/^=/, '').split(' ').filter(Boolean);
    for (const word of [...words, words.join('')]) {
      if (word.length >= 5) {
        const stems = stemsOf(word);
        const bucket = this.byFirstLetter.get(word[0]!) ?? new Map<string, string[]>();
        this.byFirstLetter.set(word[0]!, bucket.set(word, stems));
        for (const key of stems) this.byStem.set(key, (this.byStem.get(key) ?? new Set<string>()).add(word));
      }
    }
    return {
      exact,
      words,
      stems: words.map((word) => stem(word)),
      joined: words.length > 1 ? words.join('') : undefined,
    };
  }

  /** True when `word` is, or is one slip from, a dictionary word among the screen's words. */
  readsAsWord(word: string): boolean {
    const known = this.byFirstLetter.get(word[0]!)?.has(word) ? word : this.correct(word);
    return known !== undefined && isKnownWord(known);
  }

  /**
   * The closest of the screen's words. For a word the dictionary knows, only a spelling of the
   * same word counts ("spoting", which the lemmatizer reads as "spot", becomes "spotting").
   */
  correct(word: string, ownStems: readonly string[] = stemsOf(word)): string | undefined {
    // A dictionary word as written is never corrected ("friend" stays "friend").
    if (word.length < 6 || /\d/.test(word) || word in wordnetWords) return undefined;
    const allowed = word.length >= 9 ? 2 : 1;
    // A word known only through its lemma ("spoting" read as "spot") is compared only with the
    // screen's words that share one of its stems; an unknown one with the words that start with
    // the same letter (typos seldom change it).
    const candidates = isKnownWord(word)
      ? new Set(ownStems.flatMap((key) => [...(this.byStem.get(key) ?? [])]))
      : (this.byFirstLetter.get(word[0]!)?.keys() ?? []);
    let best: string | undefined;
    let bestDistance = allowed + 1;
    for (const candidate of candidates) {
      if (Math.abs(candidate.length - word.length) > allowed || candidate === word) continue;
      const edits = distance(word, candidate);
      if (edits < bestDistance) {
        best = candidate;
        bestDistance = edits;
      }
    }
    return best;
  }
}

/** Numbers written as words ("twenty of my tablets"); "one" is left out, as it is mostly a pronoun. */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ...['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map((word, index) => [word, index + 2] as const),
  ...['thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'].map((word, index) => [word, index + 13] as const),
  ...['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].map((word, index) => [word, 10 * (index + 2)] as const),
  ['hundred', 100],
  ['dozen', 12],
]);

/**
 * A word a phone keyboard split in two, neither half a word ("sui idal", "sucid al"), is read as
 * one when together they are one of the screen's words, spelt right or one slip away. Halves that
 * are words ("over dose", "my self", "for the") stay apart: phrases already match them run together.
 */
function joinSplitWords(words: readonly string[], vocabulary: Vocabulary): string[] {
  const joined: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const [word, next] = [words[index]!, words[index + 1]];
    const halves = next !== undefined && /^[a-z]+$/.test(word) && /^[a-z]+$/.test(next);
    if (halves && !isWord(word) && !isWord(next) && vocabulary.readsAsWord(word + next)) {
      joined.push(word + next);
      index += 1;
    } else joined.push(word);
  }
  return joined;
}

/** The tokens of a message, in order; punctuation only ends clauses. */
export function tokenise(text: string, vocabulary: Vocabulary): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  // A numbered item ("1) ... 2) ...") starts a sentence too.
  const sentences = normalise(text).replace(/(^|[\s(])\d\)\s/g, '$1. ');
  for (const clause of sentences.split(/(?=[.!?\n\r])|[,;:()"]+/)) {
    if (/^[.!?\n\r]/.test(clause)) sentence += 1;
    let reach = 0;
    for (const word of joinSplitWords(clause.match(/[a-z]+|\d+(?:\.\d+)?/g) ?? [], vocabulary)) {
      if (CLAUSE_WORDS.has(word)) reach = 0;
      const negated = reach > 0;
      reach = Math.max(0, reach - 1);
      if (/^\d/.test(word)) {
        tokens.push({ word, forms: new Set([word]), keys: new Set([word]), negated, value: Number(word), lookup: [], sentence });
        continue;
      }
      const stems = stemsOf(word);
      const corrected = vocabulary.correct(word, stems);
      tokens.push({
        word,
        forms: new Set(corrected ? [word, corrected] : [word]),
        keys: new Set(corrected ? [...stems, ...stemsOf(corrected)] : stems),
        negated,
        value: NUMBER_WORDS.get(word),
        lookup: [],
        sentence,
      });
      if (NEGATORS.has(word)) reach = NEGATION_REACH;
    }
  }
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (next) token.joinedWithNext = token.word + next.word;
    token.lookup = [...token.keys, ...[...token.forms].map((form) => `=${form}`), ...(token.joinedWithNext ? [`~${token.joinedWithNext}`] : [])];
  });
  return tokens;
}

/** How many tokens from `start` the phrase covers, or 0 when it does not match there. */
export function matchAt(tokens: readonly Token[], start: number, target: Phrase): number {
  const first = tokens[start];
  if (!first) return 0;
  if (target.exact) return target.words.every((word, offset) => tokens[start + offset]?.forms.has(word)) ? target.words.length : 0;
  if (target.joined && first.forms.has(target.joined)) return 1;
  let offset = 0;
  for (const [index, key] of target.stems.entries()) {
    const token = tokens[start + offset];
    if (token?.keys.has(key)) {
      offset += 1;
      continue;
    }
    // A single word split in two ("my self", "over dose").
    if (token?.joinedWithNext !== undefined && token.joinedWithNext === target.words[index]) {
      offset += 2;
      continue;
    }
    return 0;
  }
  return offset;
}
