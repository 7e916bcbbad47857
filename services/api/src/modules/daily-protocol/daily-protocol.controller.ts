import { Controller, Header, Param } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  dailyProtocolPathSchema,
  dailyProtocolStepPathSchema,
  type DailyProtocolDay,
  type DailyProtocolPath,
  type DailyProtocolStepPath,
  type DailyProtocolStepUpdate,
  type SessionId as SessionIdType,
} from '@renewed/contracts';
import { ApiRoute, RouteBody } from '../../common/api-route.decorator';
import { SessionId } from '../../common/session-id.decorator';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { SetDailyProtocolStepCommand } from './commands/set-daily-protocol-step.command';
import { GetDailyProtocolDayQuery } from './queries/get-daily-protocol-day.query';

@Controller()
export class DailyProtocolController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @ApiRoute('dailyProtocolDay')
  @Header('cache-control', 'no-store')
  day(
    @SessionId() sessionId: SessionIdType,
    @Param(new ZodValidationPipe(dailyProtocolPathSchema, 'Daily protocol path')) path: DailyProtocolPath,
  ): Promise<DailyProtocolDay> {
    return this.queryBus.execute(new GetDailyProtocolDayQuery(sessionId, path.date));
  }

  @ApiRoute('setDailyProtocolStep')
  @Header('cache-control', 'no-store')
  setStep(
    @SessionId() sessionId: SessionIdType,
    @Param(new ZodValidationPipe(dailyProtocolStepPathSchema, 'Daily protocol path')) path: DailyProtocolStepPath,
    @RouteBody('Step update') update: DailyProtocolStepUpdate,
  ): Promise<DailyProtocolDay> {
    return this.commandBus.execute(new SetDailyProtocolStepCommand(sessionId, path.date, path.step, update.done));
  }
}
