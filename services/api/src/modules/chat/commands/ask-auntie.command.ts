import { Command } from '@nestjs/cqrs';
import type { AskAuntieResponse, ChatMessage } from '@renewed/contracts';

/** A validated conversation from the API: queue it on `chat` and wait for the reply. */
export class AskAuntieCommand extends Command<AskAuntieResponse> {
  constructor(readonly messages: ChatMessage[]) {
    super();
  }
}
