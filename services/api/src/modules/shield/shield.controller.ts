import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  shieldApplicationRequestSchema,
  shieldListQuerySchema,
  type SessionId as SessionIdType,
  type ShieldApplication,
  type ShieldApplicationPage,
  type ShieldApplicationRequest,
  type ShieldListQuery,
} from '@renewed/contracts';
import { SessionId } from '../../common/session-id.decorator';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { ApplyShieldCommand } from './commands/apply-shield.command';
import { GetShieldApplicationsQuery } from './queries/get-shield-applications.query';

@Controller('shield-applications')
export class ShieldController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @HttpCode(201)
  apply(
    @SessionId() sessionId: SessionIdType,
    @Body(new ZodValidationPipe(shieldApplicationRequestSchema, 'Shield application')) request: ShieldApplicationRequest,
  ): Promise<ShieldApplication> {
    return this.commandBus.execute(new ApplyShieldCommand(sessionId, request));
  }

  @Get()
  list(
    @SessionId() sessionId: SessionIdType,
    @Query(new ZodValidationPipe(shieldListQuerySchema, 'Shield list query')) list: ShieldListQuery,
  ): Promise<ShieldApplicationPage> {
    return this.queryBus.execute(new GetShieldApplicationsQuery(sessionId, list));
  }
}
