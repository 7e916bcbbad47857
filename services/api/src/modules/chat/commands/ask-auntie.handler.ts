import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AskAuntieResponse } from '@renewed/contracts';
import { Clock } from '../../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { JobQueue } from '../../../infrastructure/queue/job-queue';
import { CHAT_REPLY_JOB } from '../jobs/chat-reply.job';
import { AskAuntieCommand } from './ask-auntie.command';

/** Gateway side: queue the conversation and wait for the reply, at most CHAT_TIMEOUT_MS. */
@CommandHandler(AskAuntieCommand)
export class AskAuntieHandler implements ICommandHandler<AskAuntieCommand, AskAuntieResponse> {
  constructor(
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ messages }: AskAuntieCommand): Promise<AskAuntieResponse> {
    const timeoutMs = this.config.chat.timeoutMs;
    const deadline = new Date(this.clock.now().getTime() + timeoutMs).toISOString();
    return this.queue.request(CHAT_REPLY_JOB, { messages, deadline }, { timeoutMs });
  }
}
