import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type {
  SessionId as SessionIdType,
  ShieldApplication,
  ShieldApplicationPage,
  ShieldApplicationRequest,
  ShieldListQuery,
} from '@renewed/contracts';
import { ApiRoute, RouteBody, RouteQuery } from '../../common/api-route.decorator';
import { SessionId } from '../../common/session-id.decorator';
import { ApplyShieldCommand } from './commands/apply-shield.command';
import { GetShieldApplicationsQuery } from './queries/get-shield-applications.query';

@Controller()
export class ShieldController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @ApiRoute('applyShield')
  apply(
    @SessionId() sessionId: SessionIdType,
    @RouteBody('Shield application') request: ShieldApplicationRequest,
  ): Promise<ShieldApplication> {
    return this.commandBus.execute(new ApplyShieldCommand(sessionId, request));
  }

  @ApiRoute('shieldApplications')
  list(
    @SessionId() sessionId: SessionIdType,
    @RouteQuery('Shield list query') list: ShieldListQuery,
  ): Promise<ShieldApplicationPage> {
    return this.queryBus.execute(new GetShieldApplicationsQuery(sessionId, list));
  }
}
