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

/** Sentences about the guide itself ("This module looks at...") are not advice. */
const ABOUT_THE_GUIDE = /\b(this (module|guide|page|section)|in this module|you will learn|we will look)\b/i;

/**
 * Practical points for the question, from the top module (all its sections) and what retrieval
 * found elsewhere: bullet lines and sentences, ranked by sections that promise something to do,
 * words shared with the question, and retrieval's own score. The introduction and the "when to
 * get help" section are left out (the opening and the clinician line cover them).
 */
export function practicalPoints(question: string, hits: readonly SourceHit[], topPassages: readonly Passage[], count = 3): string[] {
  const wanted = termsOf(question);
  const retrievedScore = new Map(hits.flatMap((hit) => hit.passages.map((entry) => [entry.passage.id, entry.score] as const)));
  const candidates: Array<{ text: string; score: number; order: number }> = [];
  let order = 0;
  const consider = (passage: Passage) => {
    const introduction = passage.id.endsWith('#0') && passage.source.kind === 'module';
    if (introduction || HELP_HEADING.test(passage.heading)) return;
    const headingTerms = termsOf(passage.heading);
    const practical = PRACTICAL_HEADING.test(passage.heading) ? 15 : 0;
    const retrieved = Math.min(10, (retrievedScore.get(passage.id) ?? 0) / 10);
    const pieces = [
      ...passage.points.map((text) => ({ text, bonus: practical + retrieved + 5 })),
      ...passage.paragraphs.flatMap(sentencesOf).map((text) => ({ text, bonus: practical + retrieved })),
    ];
    for (const { text: piece, bonus } of pieces) {
      if (piece.length < 30 || piece.length > MAX_POINT_CHARS || /[:?]$/.test(piece) || ABOUT_THE_GUIDE.test(piece)) continue;
      const terms = termsOf(piece);
      const overlap = [...wanted].filter((term) => terms.has(term) || headingTerms.has(term)).length;
      candidates.push({ text: asSentence(piece), score: overlap * 6 + bonus, order: order++ });
    }
  };
  topPassages.forEach(consider);
  // The next source only fills in when the lead module has too little to offer.
  if (candidates.length < count) hits.slice(1, 2).forEach((hit) => hit.passages.slice(0, 2).forEach((entry) => consider(entry.passage)));
  const chosen: string[] = [];
  for (const candidate of candidates.sort((first, second) => second.score - first.score || first.order - second.order)) {
    if (chosen.length >= count) break;
    if (!chosen.some((existing) => existing.slice(0, 40) === candidate.text.slice(0, 40))) chosen.push(candidate.text);
  }
  return chosen;
}

/** The "when to see someone" paragraph: from the module's own help section when it has one. */
export function clinicianLine(passages: readonly Passage[]): string {
  const help = passages.find((passage) => HELP_HEADING.test(passage.heading) && passage.points.length > 0);
  if (!help) return CLINICIAN_POINTER;
  const reasons = help.points.slice(0, 2).map((point) => `- ${asSentence(point.replace(/^if\s+/i, ''))}`);
  return ['Please see a doctor or nurse if any of these apply to you:', ...reasons].join('\n');
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
    // The direct answer comes from the best library module; Smart Stacks and practices add points.
    const lead = hits.find((hit) => hit.source.kind === 'module') ?? hits[0]!;
    const leadPassages = lead.source.kind === 'module' ? index.passagesOf(lead.source.id) : lead.passages.map((entry) => entry.passage);
    const others = hits.filter((hit) => hit !== lead);
    const points = practicalPoints(question, [lead, ...others], leadPassages);
    const paragraphs = [`${pick(OPENINGS, question)} ${lead.source.summary}`];
    if (points.length > 0) paragraphs.push(['Here are a few things from our library that may help:', ...points.map((point) => `- ${point}`)].join('\n'));
    paragraphs.push(clinicianLine(lead.source.kind === 'module' ? leadPassages : []));
    paragraphs.push(pick(CLOSINGS, `${question}:closing`));
    return paragraphs.join('\n\n');
  }
}
