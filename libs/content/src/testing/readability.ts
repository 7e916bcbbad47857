import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/**
 * Reading grade for the content checks (docs/content.md, "Readability"). The formula and
 * the syllable counts come from wooorm's maintained `flesch-kincaid` and `syllable` packages;
 * sentences and words are split with the built-in Intl.Segmenter. Test-only: nothing here ships.
 */

/** The grade no visible prose may read above (US school grade, Flesch-Kincaid). */
export const READING_GRADE_CEILING = 8.5;

const SENTENCE_END = /[.!?]["')]?$/;

/** Words of a line, counted on whitespace. */
function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

/**
 * Bullets of up to this many words that are not full sentences are labels ("Walk daily", "Hot
 * flashes"): counted as sentences they would flatter the score, so prose scoring leaves them out.
 */
export const LABEL_BULLET_MAX_WORDS = 8;

/**
 * The prose of the library's markup, the only part a reading grade means something for: heading
 * lines and short label bullets are left out; bullets that end like a sentence, and longer bullets
 * (clauses that read like sentences), stay and each count as one sentence.
 */
export function markupToProse(markup: string): string {
  return markup
    .split('\n')
    .filter((line) => !/^##\s/.test(line))
    .map((line) => line.replace(/\*\*/g, '').trim())
    .filter((line) => line.length > 0)
    .filter((line) => !/^-\s/.test(line) || SENTENCE_END.test(line) || wordCount(line) > LABEL_BULLET_MAX_WORDS)
    .map((line) => line.replace(/^-\s+/, ''))
    .map((line) => (/[.!?:;]["')]?$/.test(line) ? line : `${line}.`))
    .join('\n');
}

/**
 * A grade is only stable over enough words: a three-word label with one long word scores like a
 * textbook. Texts shorter than this are scored together with their neighbours (see `readingUnits`).
 */
export const MIN_WORDS_TO_SCORE = 15;

export type ReadingUnit = { where: string; text: string };

/**
 * Groups located texts into units to score. A text of MIN_WORDS_TO_SCORE words or more is a unit
 * of its own; shorter ones are pooled with their siblings (same parent path), and a pool still
 * too short moves up to its grandparent, and so on, so every word is scored somewhere.
 */
export function readingUnits(texts: ReadonlyArray<ReadingUnit>): ReadingUnit[] {
  const units: ReadingUnit[] = [];
  const pools = new Map<string, string[]>();
  for (const { where, text } of texts) {
    if (wordCount(text) >= MIN_WORDS_TO_SCORE) units.push({ where, text });
    else pools.set(where, [...(pools.get(where) ?? []), text]);
  }
  const steps = (where: string) => (where === '' ? 0 : where.split(/\.|(?=\[key\])/).length);
  const parent = (where: string) => where.replace(/(^[^.[]*|\.[^.]*|\[key\])$/, '');
  const asText = (parts: string[]) => parts.map((part) => (SENTENCE_END.test(part.trim()) ? part : `${part}.`)).join('\n');
  // Deepest pools first, so every pool has received all its children before it is judged.
  while (pools.size > 0) {
    const depth = Math.max(...[...pools.keys()].map(steps));
    if (depth === 0) {
      units.push({ where: '(all) (short texts together)', text: asText(pools.get('')!) });
      break;
    }
    for (const where of [...pools.keys()].filter((key) => steps(key) === depth)) {
      const parts = pools.get(where)!;
      pools.delete(where);
      const up = parent(where);
      pools.set(up, [...(pools.get(up) ?? []), ...parts]);
    }
    for (const [where, parts] of pools) {
      if (where !== '' && steps(where) === depth - 1 && wordCount(parts.join(' ')) >= MIN_WORDS_TO_SCORE) {
        units.push({ where: `${where} (short texts together)`, text: asText(parts) });
        pools.delete(where);
      }
    }
  }
  return units;
}

export type ReadingCounts = { sentence: number; word: number; syllable: number };

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });
const words = new Intl.Segmenter('en', { granularity: 'word' });

/** Sentences, words and syllables of plain English text. */
export function readingCounts(text: string): ReadingCounts {
  let sentence = 0;
  let word = 0;
  let syllables = 0;
  for (const part of sentences.segment(text)) {
    let wordsInSentence = 0;
    for (const token of words.segment(part.segment)) {
      if (!token.isWordLike) continue;
      wordsInSentence += 1;
      syllables += Math.max(1, syllable(token.segment));
    }
    if (wordsInSentence === 0) continue;
    sentence += 1;
    word += wordsInSentence;
  }
  return { sentence, word, syllable: syllables };
}

/** Flesch-Kincaid grade level of plain text (NaN for text without words). */
export function readingGrade(text: string): number {
  return fleschKincaid(readingCounts(text));
}
