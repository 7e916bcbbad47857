import { Controller, Param } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  symptomLogPathSchema,
  type SessionId as SessionIdType,
  type SymptomListQuery,
  type SymptomLog,
  type SymptomLogPage,
  type SymptomLogPath,
  type SymptomLogRequest,
} from '@renewed/contracts';
import { ApiRoute, RouteBody, RouteQuery } from '../../common/api-route.decorator';
import { SessionId } from '../../common/session-id.decorator';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { DeleteSymptomLogCommand } from './commands/delete-symptom-log.command';
import { LogSymptomCommand } from './commands/log-symptom.command';
import { GetSymptomLogsQuery } from './queries/get-symptom-logs.query';

@Controller()
export class SymptomsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @ApiRoute('logSymptom')
  log(@SessionId() sessionId: SessionIdType, @RouteBody('Symptom log') request: SymptomLogRequest): Promise<SymptomLog> {
    return this.commandBus.execute(new LogSymptomCommand(sessionId, request));
  }

  @ApiRoute('symptomLogs')
  list(@SessionId() sessionId: SessionIdType, @RouteQuery('Symptom list query') list: SymptomListQuery): Promise<SymptomLogPage> {
    return this.queryBus.execute(new GetSymptomLogsQuery(sessionId, list));
  }

  @ApiRoute('deleteSymptomLog')
  async remove(
    @SessionId() sessionId: SessionIdType,
    @Param(new ZodValidationPipe(symptomLogPathSchema, 'Symptom log path')) path: SymptomLogPath,
  ): Promise<void> {
    await this.commandBus.execute(new DeleteSymptomLogCommand(sessionId, path.id));
  }
}
