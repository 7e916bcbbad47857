import { Body, Controller, Get, Header, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  educationModuleIdSchema,
  educationProgressUpdateSchema,
  type EducationCategoryDto,
  type EducationModule,
  type EducationModuleSummary,
  type EducationProgress,
  type EducationProgressUpdate,
  type SessionId as SessionIdType,
} from '@renewed/contracts';
import { SessionId } from '../../common/session-id.decorator';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { RecordReadingProgressCommand } from './commands/record-reading-progress.command';
import { GetEducationCategoriesQuery } from './queries/get-education-categories.query';
import { GetEducationModuleQuery } from './queries/get-education-module.query';
import { GetEducationModulesQuery } from './queries/get-education-modules.query';
import { GetReadingProgressQuery } from './queries/get-reading-progress.query';

const moduleIdPipe = new ZodValidationPipe(educationModuleIdSchema, 'Module id');

@Controller('education')
export class EducationController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('modules')
  modules(): Promise<EducationModuleSummary[]> {
    return this.queryBus.execute(new GetEducationModulesQuery());
  }

  @Get('modules/:id')
  module(@Param('id', moduleIdPipe) moduleId: string): Promise<EducationModule> {
    return this.queryBus.execute(new GetEducationModuleQuery(moduleId));
  }

  @Get('categories')
  categories(): Promise<EducationCategoryDto[]> {
    return this.queryBus.execute(new GetEducationCategoriesQuery());
  }

  @Get('progress')
  @Header('cache-control', 'no-store')
  progress(@SessionId() sessionId: SessionIdType): Promise<EducationProgress[]> {
    return this.queryBus.execute(new GetReadingProgressQuery(sessionId));
  }

  @Put('progress/:moduleId')
  @Header('cache-control', 'no-store')
  recordProgress(
    @SessionId() sessionId: SessionIdType,
    @Param('moduleId', moduleIdPipe) moduleId: string,
    @Body(new ZodValidationPipe(educationProgressUpdateSchema, 'Progress update')) update: EducationProgressUpdate,
  ): Promise<EducationProgress> {
    return this.commandBus.execute(new RecordReadingProgressCommand(sessionId, moduleId, update));
  }
}
