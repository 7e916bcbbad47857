import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  symptomListQuerySchema,
  symptomLogRequestSchema,
  type SessionId as SessionIdType,
  type SymptomListQuery,
  type SymptomLog,
  type SymptomLogPage,
  type SymptomLogRequest,
} from '@renewed/contracts';
import { SessionId } from '../../common/session-id.decorator';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { LogSymptomCommand } from './commands/log-symptom.command';
import { GetSymptomLogsQuery } from './queries/get-symptom-logs.query';

@Controller('symptoms')
export class SymptomsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('log')
  @HttpCode(201)
  log(
    @SessionId() sessionId: SessionIdType,
    @Body(new ZodValidationPipe(symptomLogRequestSchema, 'Symptom log')) request: SymptomLogRequest,
  ): Promise<SymptomLog> {
    return this.commandBus.execute(new LogSymptomCommand(sessionId, request));
  }

  @Get()
  list(
    @SessionId() sessionId: SessionIdType,
    @Query(new ZodValidationPipe(symptomListQuerySchema, 'Symptom list query')) list: SymptomListQuery,
  ): Promise<SymptomLogPage> {
    return this.queryBus.execute(new GetSymptomLogsQuery(sessionId, list));
  }
}
