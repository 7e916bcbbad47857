import { askAuntieResponseSchema, chatJobSchema, QUEUE_NAMES, type AskAuntieResponse, type ChatJob } from '@renewed/contracts';
import { defineRequestJob } from '../../../infrastructure/queue/job-definition';
import { CHAT_TIMEOUT_MESSAGE, CHAT_UNAVAILABLE_MESSAGE } from '../chat-messages';
import { ComposeReplyCommand } from '../commands/compose-reply.command';

/**
 * chat: request/reply. One attempt on the queue: the provider call retries once inside the
 * responder, and a reply that comes too late is worth nothing (docs/architecture.md, "Ask an Auntie").
 */
export const CHAT_REPLY_JOB = defineRequestJob<ChatJob, AskAuntieResponse>({
  queue: QUEUE_NAMES.chat,
  schema: chatJobSchema,
  toCommand: (payload) => new ComposeReplyCommand(payload),
  attempts: 1,
  backoffMs: 0,
  concurrency: (config) => config.chat.concurrency,
  result: askAuntieResponseSchema,
  messages: { timeout: CHAT_TIMEOUT_MESSAGE, unavailable: CHAT_UNAVAILABLE_MESSAGE },
});
