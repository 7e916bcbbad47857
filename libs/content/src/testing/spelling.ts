import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import nspell from 'nspell';

/**
 * The library writes US English ("estrogen", "hot flashes", "color"). A word is a UK form when the
 * British English Hunspell dictionary knows it and the US one does not: that catches every word
 * form ("moisturising", "moisturiser", "levelled", "judgements", "analysed") through the
 * dictionaries' own affix rules, not a hand list (docs/content.md, "US spelling"). Published titles of
 * references keep their own spelling and are not checked. Test-only: nothing here ships.
 */

/** Reads a Hunspell dictionary package's files (wooorm's `dictionary-en`, `dictionary-en-gb`). */
function loadDictionary(name: string): ReturnType<typeof nspell> {
  let folder = __dirname;
  while (!existsSync(join(folder, 'node_modules', name, 'index.aff'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`Dictionary package ${name} is not installed`);
    folder = parent;
  }
  const base = join(folder, 'node_modules', name);
  return nspell(readFileSync(join(base, 'index.aff')), readFileSync(join(base, 'index.dic')));
}

/**
 * Medical words the dictionaries lack in both spellings ("lipoedema", "dysmenorrhoea"): the UK
 * "ae"/"oe" stems of medicine, wherever they sit in the word.
 */
const UK_MEDICAL_STEM = /(^oestr|^oesophag|oedema|haem|anaem|paed|gynaec|foet|leukaem|rrhoea|dyspnoea|caesar)/i;

let dictionaries: { us: ReturnType<typeof nspell>; uk: ReturnType<typeof nspell> } | undefined;

const words = new Intl.Segmenter('en', { granularity: 'word' });

/** True when `word` is spelled the UK way: known to the British dictionary, unknown to the US one. */
export function isUkForm(word: string): boolean {
  dictionaries ??= { us: loadDictionary('dictionary-en'), uk: loadDictionary('dictionary-en-gb') };
  if (dictionaries.us.correct(word)) return false;
  return dictionaries.uk.correct(word) || UK_MEDICAL_STEM.test(word);
}

/** Words of `text` written the UK way, each with the US form the US dictionary suggests. */
export function ukSpellings(text: string): string[] {
  const found: string[] = [];
  for (const token of words.segment(text)) {
    if (!token.isWordLike || !/^[A-Za-z][A-Za-z'’-]*$/.test(token.segment)) continue;
    const word = token.segment.replace(/['’]s$/, '');
    if (!isUkForm(word)) continue;
    // Naming the UK spelling on purpose ("in the UK it is spelled lipoedema") is allowed.
    if (/spel(led|t) (as )?\W?$/i.test(text.slice(Math.max(0, token.index - 16), token.index))) continue;
    const suggestion = dictionaries?.us.suggest(word)[0];
    found.push(`"${word}" (use ${suggestion ?? 'the US form'})`);
  }
  return found;
}
