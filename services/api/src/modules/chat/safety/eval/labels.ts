/**
 * The categories of the safety evaluation sets (docs/chat-safety.md). `ordinary` is an everyday
 * question that must get an ordinary answer, however alarming its words.
 */
export const SAFETY_LABELS = ['crisis', 'emergency', 'prompt-care', 'home-safety', 'medicine-change', 'ordinary'] as const;
export type SafetyLabel = (typeof SAFETY_LABELS)[number];

/** One labelled message, or a conversation whose newest user turn is judged with the earlier turns. */
export type LabelledExample = readonly [label: SafetyLabel, message: string | readonly string[]];
