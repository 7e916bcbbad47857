import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { askAuntieRequestSchema, type AskAuntieRequest, type AskAuntieResponse, type SessionId as SessionIdType } from '@renewed/contracts';
import { SessionId } from '../../common/session-id.decorator';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AskAuntieCommand } from './commands/ask-auntie.command';

@Controller()
export class ChatController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The session is required (the chat rate limit counts per session) and never stored. */
  @Post('ask-auntie')
  @HttpCode(200)
  ask(
    @SessionId() _sessionId: SessionIdType,
    @Body(new ZodValidationPipe(askAuntieRequestSchema, 'Conversation')) body: AskAuntieRequest,
  ): Promise<AskAuntieResponse> {
    return this.commandBus.execute(new AskAuntieCommand(body.messages));
  }
}
