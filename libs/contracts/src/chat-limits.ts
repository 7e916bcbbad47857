/**
 * Ask an Auntie limits and link icons without zod, so the browser can import them
 * (`@renewed/contracts/chat-limits`) without pulling the schema library into its bundle.
 */

/** Most messages one request may carry (the conversation so far, including the new question). */
export const CHAT_MAX_MESSAGES = 40;
/** Longest single message, in characters. */
export const CHAT_MAX_MESSAGE_CHARS = 4_000;
/** Line icons of the design system a resource link may carry (never an emoji). */
export const CHAT_LINK_ICONS = ['book', 'flame', 'sparkle', 'moon', 'shield', 'heart', 'leaf', 'users'] as const;
export type ChatLinkIconName = (typeof CHAT_LINK_ICONS)[number];
