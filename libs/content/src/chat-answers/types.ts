/**
 * An answer card: one short, sourced reply written for one kind of question, which Ask an Auntie
 * gives when no model is configured (docs/chat-answers.md).
 */
export const CHAT_ANSWER_AREAS = [
  'hot-flashes',
  'sleep',
  'mood',
  'thinking',
  'body',
  'intimacy',
  'periods',
  'hormone-therapy',
  'non-hormonal',
  'lifestyle',
  'bones-and-heart',
  'life',
  'diagnosis',
  'special-situations',
  'app',
] as const;
export type ChatAnswerArea = (typeof CHAT_ANSWER_AREAS)[number];

export type ChatAnswerCard = {
  /** Unique, kebab-case. */
  id: string;
  /** The topic group; a short follow-up ("is it safe?") leans toward the area of the last answer. */
  area: ChatAnswerArea;
  /** A few ways a person asks this question. */
  examples: readonly string[];
  /** Words and synonyms people use for this topic (searched with the examples). */
  keywords: readonly string[];
  /** The reply: 2 to 5 plain sentences, US grade 8 or below, never a dose or a diagnosis. */
  answer: string;
  /** The education modules the answer draws on, most relevant first (linked under the reply). */
  modules: readonly string[];
  /** Where the facts come from (https). Cards about the app itself may have none. */
  sources: readonly string[];
};
