import { AskAuntieHandler } from './commands/ask-auntie.handler';
import { ComposeReplyHandler } from './commands/compose-reply.handler';

export const CHAT_HANDLERS = [AskAuntieHandler, ComposeReplyHandler];
