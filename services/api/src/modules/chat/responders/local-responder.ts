import { Injectable } from '@nestjs/common';
import { normaliseTerm, type SourceHit } from '../retrieval/library-index';
import type { Passage } from '../retrieval/passages';
import { CLINICIAN_POINTER } from '../safety/safe-replies';
import { ChatResponder, type ResponderInput } from './chat-responder';

const OPENINGS = [
  "That's such a common question, and you're far from alone in asking it.",
  'Thank you for asking. A lot of women wonder about this, so you are in good company.',
  'I hear you. This comes up a lot, and it makes sense to want a clear answer.',
];
const CLOSINGS = [
  "I've put the full guide below if you'd like to read more. Be gentle with yourself.",
  'The guide linked below goes into more detail whenever you have a quiet moment.',
  "If you'd like the fuller picture, the guide below explains it step by step. Take care of yourself.",
];
const HELP_HEADING = /\b(when to|get help|see (a|your)|talk to|doctor|clinician)\b/i;
const MAX_POINT_CHARS = 240;
/** Sections whose heading promises something to do rank first. */
const PRACTICAL_HEADING = /\b(help|helps|ways?|tips?|try|can do|practical|cope|coping|manage|managing|treat\w*|options?|steps?|ease|improve|protect)\b/i;

function pick<T>(options: readonly T[], seed: string): T {
  let hash = 0;
  for (const character of seed) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return options[hash % options.length]!;
}

function termsOf(text: string): Set<string> {
  return new Set(
    (text.match(/[\p{L}\p{N}']+/gu) ?? []).map((word) => normaliseTerm(word)).filter((term): term is string => Boolean(term)),
  );
}

function sentencesOf(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/).map((sentence) => sentence.trim());
}

const asSentence = (text: string) => {
  const trimmed = text.trim().replace(/[;:,]$/, '');
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
};

/**
 * Practical points for the question: bullet lines and sentences of the retrieved passages,
 * ranked by how many of the question's words they share; headings about getting help are left
 * for the clinician line.
 */
export function practicalPoints(question: string, hits: readonly SourceHit[], count = 3): string[] {
  const wanted = termsOf(question);
  const candidates: Array<{ text: string; score: number; order: number }> = [];
  let order = 0;
  for (const hit of hits.slice(0, 2)) {
    for (const { passage, score: passageScore } of hit.passages.slice(0, 4)) {
      if (HELP_HEADING.test(passage.heading)) continue;
      const headingTerms = termsOf(passage.heading);
      const practical = PRACTICAL_HEADING.test(passage.heading) ? 8 : 0;
      const pieces = [
        ...passage.points.map((text) => ({ text, bonus: practical + 5 })),
        ...passage.paragraphs.flatMap(sentencesOf).map((text) => ({ text, bonus: practical })),
      ];
      for (const { text: piece, bonus } of pieces) {
        if (piece.length < 30 || piece.length > MAX_POINT_CHARS || piece.endsWith(':') || piece.endsWith('?')) continue;
        const terms = termsOf(piece);
        const overlap = [...wanted].filter((term) => terms.has(term) || headingTerms.has(term)).length;
        candidates.push({ text: asSentence(piece), score: overlap * 10 + bonus + passageScore / 100, order: order++ });
      }
    }
  }
  const chosen: string[] = [];
  for (const candidate of candidates.sort((first, second) => second.score - first.score || first.order - second.order)) {
    if (chosen.length >= count) break;
    if (!chosen.some((existing) => existing.slice(0, 40) === candidate.text.slice(0, 40))) chosen.push(candidate.text);
  }
  return chosen;
}

/** The "when to see someone" line: from the module's own help section when it has one. */
export function clinicianLine(passages: readonly Passage[]): string {
  const help = passages.find((passage) => HELP_HEADING.test(passage.heading) && passage.points.length > 0);
  if (!help) return CLINICIAN_POINTER;
  const reasons = help.points.slice(0, 2).map((point) => point.replace(/[.;]$/, '').replace(/^./, (first) => first.toLowerCase()));
  return `Please see a doctor or nurse if ${reasons.join(', or if ')}.`;
}

/**
 * The responder used when no API key is set: it writes the reply from the retrieved passages
 * with no network at all. A direct answer first (the top module's key insight), then two or
 * three practical points from the library, then when to see a clinician.
 */
@Injectable()
export class LocalResponder extends ChatResponder {
  readonly name = 'local' as const;

  async reply({ messages, hits, index }: ResponderInput): Promise<string> {
    const question = messages.at(-1)!.content;
    const top = hits[0]!;
    const points = practicalPoints(question, hits);
    const paragraphs = [`${pick(OPENINGS, question)} ${top.source.summary}`];
    if (points.length > 0) paragraphs.push(['Here are a few things from our library that may help:', ...points.map((point) => `- ${point}`)].join('\n'));
    paragraphs.push(clinicianLine(top.source.kind === 'module' ? index.passagesOf(top.source.id) : []));
    paragraphs.push(pick(CLOSINGS, `${question}:closing`));
    return paragraphs.join('\n\n');
  }
}
