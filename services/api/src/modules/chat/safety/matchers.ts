import { matchAt, Vocabulary, type Phrase, type Token } from './language';

/**
 * Concept patterns over tokens (docs/chat-safety.md, "How the screen decides"). A matcher finds
 * spans of a message; `seq` and `near` combine concepts the way people combine words ("kill" a
 * few words before "myself", "leg" near "swollen" near "painful").
 */
export type Span = { start: number; end: number; negated: boolean };
export type Matcher = (tokens: readonly Token[]) => Span[];

/** The words of every concept, for spelling correction. */
export const VOCABULARY = new Vocabulary();

/** How many concepts `words` has made (each is known by its number), and which each first key can start. */
let conceptCount = 0;
const CONCEPTS_BY_FIRST_KEY = new Map<string, number[]>();
/** What a concept finds in a message holding none of its first keys (frozen: it is shared). */
const NO_SPANS = Object.freeze([]) as unknown as Span[];
/**
 * What is known of one message: for each concept it can start, the tokens (in order) carrying one
 * of its first keys (most concepts have none and are settled by one map lookup), and each concept's
 * spans once looked for (a concept is used by several rules). Kept as long as the message's tokens.
 */
type Found = { starts: Map<number, number[]>; spans: Span[][] };
const foundIn = new WeakMap<readonly Token[], Found>();
function found(tokens: readonly Token[]): Found {
  let known = foundIn.get(tokens);
  if (!known) {
    const starts = new Map<number, number[]>();
    for (const [start, token] of tokens.entries()) {
      for (const key of token.lookup) {
        for (const concept of CONCEPTS_BY_FIRST_KEY.get(key) ?? []) {
          const found = starts.get(concept);
          if (!found) starts.set(concept, [start]);
          else if (found.at(-1) !== start) found.push(start);
        }
      }
    }
    known = { starts, spans: [] };
    foundIn.set(tokens, known);
  }
  return known;
}

/** Any of these phrases. A phrase written "=word" matches the word as written (no lemmas). */
export function words(...texts: string[]): Matcher {
  // Phrases by the key their first token must carry, so each token tries only a few of them.
  const byFirstKey = new Map<string, Phrase[]>();
  for (const target of texts.map((text) => VOCABULARY.phrase(text))) {
    const keys = target.exact
      ? [`=${target.words[0]!}`]
      : [target.stems[0]!, `~${target.words[0]!}`, ...(target.joined ? [`=${target.joined}`] : [])];
    for (const key of keys) byFirstKey.set(key, [...(byFirstKey.get(key) ?? []), target]);
  }
  const concept = conceptCount++;
  for (const key of byFirstKey.keys()) CONCEPTS_BY_FIRST_KEY.set(key, [...(CONCEPTS_BY_FIRST_KEY.get(key) ?? []), concept]);
  return (tokens) => {
    const message = found(tokens);
    const starts = message.starts.get(concept);
    if (!starts) return NO_SPANS;
    const known = message.spans[concept];
    if (known) return known;
    const spans: Span[] = [];
    for (const start of starts) {
      let longest = 0;
      for (const key of tokens[start]!.lookup) {
        const targets = byFirstKey.get(key);
        for (const target of targets ?? []) {
          const length = matchAt(tokens, start, target);
          // A phrase is read within one sentence: "real or not. Woke up" is not "not woke up".
          if (length > longest && tokens[start + length - 1]!.sentence === tokens[start]!.sentence) longest = length;
        }
      }
      if (longest > 0) spans.push({ start, end: start + longest, negated: tokens[start]!.negated });
    }
    message.spans[concept] = spans;
    return spans;
  };
}

/** The parts in this order, with at most `gap` other words between one and the next. */
export function seq(gap: number, ...parts: Matcher[]): Matcher {
  return (tokens) => {
    const found = everyPart(parts, tokens);
    if (!found) return NO_SPANS;
    const [firsts, ...rest] = found;
    const spans: Span[] = [];
    for (const first of firsts!) {
      let current: Span | undefined = first;
      for (const next of rest) {
        const end: number = current.end;
        current = next.find((span) => span.start >= end && span.start - end <= gap);
        if (!current) break;
      }
      if (current) spans.push({ start: first.start, end: current.end, negated: first.negated });
    }
    return spans;
  };
}

/** Every part within `window` words of the first part's span, in any order. */
export function near(window: number, ...parts: Matcher[]): Matcher {
  return (tokens) => {
    const found = everyPart(parts, tokens);
    if (!found) return NO_SPANS;
    const [anchors, ...rest] = found;
    const sorted = rest.map((spans) => (inOrder(spans) ? spans : [...spans].sort((first, second) => first.start - second.start)));
    return anchors!.filter((anchor) => sorted.every((spans) => hasSpanNear(spans, anchor, window)));
  };
}

/**
 * Each part's spans, in order, or undefined as soon as one part finds none: most messages hold
 * none of a rule's first concept, so the rest are looked for only when needed.
 */
function everyPart(parts: readonly Matcher[], tokens: readonly Token[]): Span[][] | undefined {
  if (parts.length === 0) return undefined;
  const found: Span[][] = [];
  for (const part of parts) {
    const spans = part(tokens);
    if (spans.length === 0) return undefined;
    found.push(spans);
  }
  return found;
}

/** True when the spans are already sorted by start (most are: a concept's are found in order). */
function inOrder(spans: readonly Span[]): boolean {
  for (let index = 1; index < spans.length; index += 1) if (spans[index]!.start < spans[index - 1]!.start) return false;
  return true;
}

/** True when a span (sorted by start) lies with `anchor` inside `window` words. */
function hasSpanNear(spans: readonly Span[], anchor: Span, window: number): boolean {
  // Only spans starting from anchor.end - window can fit: find the first by binary search.
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (spans[middle]!.start < anchor.end - window) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < spans.length && spans[index]!.start <= anchor.start + window; index += 1) {
    const span = spans[index]!;
    if (Math.max(span.end, anchor.end) - Math.min(span.start, anchor.start) <= window) return true;
  }
  return false;
}

/** Spans of `matcher` that are not in the reach of a "not", "no" or "never". */
export function affirmed(matcher: Matcher): Matcher {
  return (tokens) => matcher(tokens).filter((span) => !span.negated);
}

/** Spans of `matcher` not followed (within `gap` words) by `after`. */
export function notBefore(matcher: Matcher, after: Matcher, gap = 0): Matcher {
  return (tokens) => {
    const blockers = after(tokens);
    return matcher(tokens).filter(
      (span) => !blockers.some((blocker) => blocker.start >= span.end && blocker.start - span.end <= gap),
    );
  };
}

/** Spans of `matcher` not preceded (within `gap` words) by `before`. */
export function notAfter(matcher: Matcher, before: Matcher, gap = 0): Matcher {
  return (tokens) => {
    const blockers = before(tokens);
    return matcher(tokens).filter(
      (span) => !blockers.some((blocker) => blocker.end <= span.start && span.start - blocker.end <= gap),
    );
  };
}

/** Spans of `matcher` when `also` matches anywhere in the message. */
export function both(matcher: Matcher, also: Matcher): Matcher {
  return (tokens) => (also(tokens).length > 0 ? matcher(tokens) : []);
}

/** Spans of `matcher` when `blocker` matches nowhere in the message. */
export function notWhen(matcher: Matcher, blocker: Matcher): Matcher {
  return (tokens) => (blocker(tokens).length > 0 ? [] : matcher(tokens));
}

/** Spans of any of the matchers. */
export function either(...matchers: Matcher[]): Matcher {
  return (tokens) => matchers.flatMap((matcher) => matcher(tokens));
}

/** A number token within [min, max], not followed by one of `units` (so "20 mg" is not "20"). */
export function number(min: number, max = Number.POSITIVE_INFINITY, units?: Matcher): Matcher {
  const inRange = (token: Token) => token.value !== undefined && token.value >= min && token.value <= max;
  return (tokens) => {
    // Most messages hold no number in range: the units are looked for only when one is there.
    if (!tokens.some(inRange)) return NO_SPANS;
    const blocked = new Set((units?.(tokens) ?? []).map((span) => span.start));
    const spans: Span[] = [];
    for (const [index, token] of tokens.entries()) {
      if (inRange(token) && !blocked.has(index + 1)) spans.push({ start: index, end: index + 1, negated: token.negated });
    }
    return spans;
  };
}

/** Only the matches that lie within one sentence ("should I change training? Does HRT help?" is two). */
export function inOneSentence(matcher: Matcher): Matcher {
  return (tokens) =>
    matcher(tokens).filter((span) => tokens[span.start]?.sentence === tokens[Math.max(span.start, span.end - 1)]?.sentence);
}
