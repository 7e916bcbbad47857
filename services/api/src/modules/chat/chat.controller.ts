import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AskAuntieRequest, AskAuntieResponse, SessionId as SessionIdType } from '@renewed/contracts';
import { ApiRoute, RouteBody } from '../../common/api-route.decorator';
import { SessionId } from '../../common/session-id.decorator';
import { AskAuntieCommand } from './commands/ask-auntie.command';

@Controller()
export class ChatController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The session is required (the chat rate limit counts per session) and never stored. */
  @ApiRoute('askAuntie')
  ask(@SessionId() _sessionId: SessionIdType, @RouteBody('Conversation') body: AskAuntieRequest): Promise<AskAuntieResponse> {
    return this.commandBus.execute(new AskAuntieCommand(body.messages));
  }
}
