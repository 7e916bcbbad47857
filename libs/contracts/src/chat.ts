import { z } from 'zod';
import { CHAT_LINK_ICONS, CHAT_MAX_MESSAGE_CHARS, CHAT_MAX_MESSAGES } from './chat-limits';

export { CHAT_LINK_ICONS, CHAT_MAX_MESSAGE_CHARS, CHAT_MAX_MESSAGES };

export const chatRoleSchema = z.enum(['user', 'assistant']);

export const chatMessageSchema = z.strictObject({
  role: chatRoleSchema,
  content: z
    .string()
    .max(CHAT_MAX_MESSAGE_CHARS, `a message can be at most ${CHAT_MAX_MESSAGE_CHARS} characters`)
    .refine((value) => value.trim().length > 0, 'a message cannot be empty'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * `POST /api/ask-auntie`: the conversation without the greeting, ending with the visitor's new
 * message. Nothing of it is stored.
 */
export const askAuntieRequestSchema = z.strictObject({
  messages: z
    .array(chatMessageSchema)
    .min(1, 'send at least one message')
    .max(CHAT_MAX_MESSAGES, `send at most ${CHAT_MAX_MESSAGES} messages; start a new conversation`)
    .refine((messages) => messages.at(-1)?.role === 'user', 'the last message must be from the user'),
});
export type AskAuntieRequest = z.infer<typeof askAuntieRequestSchema>;

export const chatLinkIconSchema = z.enum(CHAT_LINK_ICONS);
export type ChatLinkIcon = z.infer<typeof chatLinkIconSchema>;

/** A resource link under a reply: always a page of the app, taken from what retrieval found. */
export const chatLinkSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string(),
  path: z.string().regex(/^\/[a-z0-9\-/]*(\?[a-z]+=[a-z0-9-]+)?$/, 'a link is a path inside the app'),
  icon: chatLinkIconSchema,
});
export type ChatLink = z.infer<typeof chatLinkSchema>;

export const askAuntieResponseSchema = z.strictObject({
  response: z.string().min(1),
  links: z.array(chatLinkSchema).max(4),
});
export type AskAuntieResponse = z.infer<typeof askAuntieResponseSchema>;

/**
 * Job payload of `chat`. `deadline` (ISO time) is when the gateway stops waiting: a worker that
 * picks the job up later, or finishes after it, discards it instead of answering late.
 */
export const chatJobSchema = z.strictObject({
  messages: askAuntieRequestSchema.shape.messages,
  deadline: z.iso.datetime(),
});
export type ChatJob = z.infer<typeof chatJobSchema>;
