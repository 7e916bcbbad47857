import { Command } from '@nestjs/cqrs';
import type { AskAuntieResponse, ChatJob } from '@renewed/contracts';

/** Builds one reply (run by the chat worker, or inline in embedded mode). */
export class ComposeReplyCommand extends Command<AskAuntieResponse> {
  constructor(readonly job: ChatJob) {
    super();
  }
}
