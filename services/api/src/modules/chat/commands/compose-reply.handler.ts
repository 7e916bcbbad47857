import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AskAuntieResponse } from '@renewed/contracts';
import { Clock } from '../../../common/clock';
import { DomainException } from '../../../common/domain-exception';
import { CHAT_TIMEOUT_MESSAGE } from '../chat-messages';
import { composeReply } from '../chat-replies';
import { ChatResponder } from '../responders/chat-responder';
import { LibraryIndex } from '../retrieval/library-index';
import { ComposeReplyCommand } from './compose-reply.command';

/**
 * Worker side. A job past its deadline is discarded before and after the work: the gateway has
 * already answered 504, so a late reply would reach no one.
 */
@CommandHandler(ComposeReplyCommand)
export class ComposeReplyHandler implements ICommandHandler<ComposeReplyCommand, AskAuntieResponse> {
  constructor(
    private readonly index: LibraryIndex,
    private readonly responder: ChatResponder,
    private readonly clock: Clock,
  ) {}

  async execute({ job }: ComposeReplyCommand): Promise<AskAuntieResponse> {
    const deadline = Date.parse(job.deadline);
    const expired = () => this.clock.now().getTime() > deadline;
    if (expired()) throw new DomainException('TIMEOUT', CHAT_TIMEOUT_MESSAGE);
    const reply = await composeReply(job.messages, this.index, this.responder);
    if (expired()) throw new DomainException('TIMEOUT', CHAT_TIMEOUT_MESSAGE);
    return reply;
  }
}
