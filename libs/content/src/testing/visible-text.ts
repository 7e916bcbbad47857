/**
 * Every string a visitor can read in this library, found by walking the library's exports
 * (docs/content.md, "Readability"). New content is picked up without being listed here: export it
 * from `src/index.ts` and the checks read it. Test-only: nothing here ships.
 */

/** Keys whose values a visitor never reads as prose: identifiers, links, tokens, sources. */
const NOT_VISIBLE_KEYS = new Set([
  'id',
  'ids',
  'url',
  'urls',
  'websites',
  'path',
  'href',
  'icon',
  'colour',
  'color',
  'category',
  'filter',
  'search',
  'slug',
  'image',
  'targetSymptoms',
  'requiredTier',
  'lastUpdated',
  'references',
  'sources',
  'books',
  'type',
  'value',
]);

/** Keys whose values are written in the library's markup (headings, bullets, bold). */
const MARKUP_KEYS = new Set(['content']);

/** Keys whose values are names and labels, read like headings rather than as prose. */
const LABEL_KEYS = new Set(['title', 'name', 'label', 'heading', 'credentials', 'specialty', 'country']);

/**
 * - `markup`: a body in the library's markup (headings, bullets, bold);
 * - `prose`: sentences (or a long line), scored for reading grade;
 * - `label`: a name, title or short item without a sentence end; read like a heading, so it is
 *   checked for spelling but not scored (a three-word label has no meaningful grade).
 */
export type VisibleKind = 'markup' | 'prose' | 'label';

export type VisibleText = {
  /** Where the string sits in the exports, e.g. `EDUCATION_MODULES.3.keyInsight`. */
  where: string;
  text: string;
  kind: VisibleKind;
};

/** Words at or above which a line without a sentence end still reads as prose. */
const LONG_LINE_WORDS = 15;

function kindOf(key: string, text: string): VisibleKind {
  if (MARKUP_KEYS.has(key)) return 'markup';
  if (LABEL_KEYS.has(key)) return 'label';
  const sentence = /[.!?]["')]?(\s|$)/.test(text.trim());
  return sentence || text.split(/\s+/).length >= LONG_LINE_WORDS ? 'prose' : 'label';
}

function isWordy(text: string): boolean {
  return /[A-Za-z]{2,}/.test(text) && !/^https?:\/\//.test(text) && !/^[a-z0-9]+([-_][a-z0-9]+)*$/.test(text);
}

/**
 * Visible strings of `exports`, depth first, each with its path. Object keys that read as text
 * (Smart Stack product names, lifestyle times) are visible too.
 */
export function visibleTexts(exports: Record<string, unknown>): VisibleText[] {
  const found: VisibleText[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, where: string, key: string) => {
    if (NOT_VISIBLE_KEYS.has(key)) return;
    if (typeof value === 'string') {
      if (isWordy(value)) found.push({ where, text: value, kind: kindOf(key, value) });
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${where}.${index}`, key));
      return;
    }
    for (const [childKey, child] of Object.entries(value)) {
      if (!/^[a-z]+([A-Z][a-z]*)*$/.test(childKey) && isWordy(childKey) && !NOT_VISIBLE_KEYS.has(key))
        found.push({ where: `${where}[key]`, text: childKey, kind: 'label' });
      walk(child, `${where}.${childKey}`, childKey);
    }
  };
  for (const [name, value] of Object.entries(exports)) if (typeof value !== 'function') walk(value, name, name);
  return found;
}
