import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/**
 * Reading grade for the content checks (docs/architecture.md, Content checks). The formula and
 * the syllable counts come from wooorm's maintained `flesch-kincaid` and `syllable` packages;
 * sentences and words are split with the built-in Intl.Segmenter. Test-only: nothing here ships.
 */

/** The grade no module or Smart Stack may read above (US school grade, Flesch-Kincaid). */
export const READING_GRADE_CEILING = 8.5;

/**
 * The library's simple markup as plain prose: headings and bullets become sentences of their own
 * (a full stop is added when they have none, as a reader pauses there), bold marks are removed.
 */
export function markupToPlainText(markup: string): string {
  return markup
    .split('\n')
    .map((line) =>
      line
        .replace(/^##\s+/, '')
        .replace(/^-\s+/, '')
        .replace(/\*\*/g, '')
        .trim(),
    )
    .filter((line) => line.length > 0)
    .map((line) => (/[.!?:;]["')]?$/.test(line) ? line : `${line}.`))
    .join('\n');
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
