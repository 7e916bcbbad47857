/**
 * Paging of a visitor's symptom logs: newest first; pass `nextCursor` back as `before` for the
 * next page. The numbers live apart from the request schemas (symptoms.ts) so that a screen can
 * read them without bundling the validation library, as chat-limits.ts does for the chat.
 */
export const SYMPTOM_PAGE_DEFAULT = 50;
export const SYMPTOM_PAGE_MAX = 200;
