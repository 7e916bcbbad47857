import { Controller, Header, Param, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  educationModuleIdSchema,
  type EducationProgress,
  type EducationProgressUpdate,
  type SessionId as SessionIdType,
} from '@renewed/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiRoute, RouteBody } from '../../common/api-route.decorator';
import { SessionId } from '../../common/session-id.decorator';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { RecordReadingProgressCommand } from './commands/record-reading-progress.command';
import { GetEducationCategoriesQuery } from './queries/get-education-categories.query';
import { GetEducationModuleQuery } from './queries/get-education-module.query';
import { GetEducationModulesQuery } from './queries/get-education-modules.query';
import { GetReadingProgressQuery } from './queries/get-reading-progress.query';

const moduleIdPipe = new ZodValidationPipe(educationModuleIdSchema, 'Module id');

@Controller()
export class EducationController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  // The library reads are prebuilt answers: sent with ETag and the client's best coding. The
  // parameterless ones are recorded and then answered from memory (infrastructure/http/prebuilt-answers.ts).
  @ApiRoute('educationModules')
  async modules(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    (await this.queryBus.execute(new GetEducationModulesQuery())).send(request, reply);
  }

  @ApiRoute('educationModule')
  async module(
    @Param('id', moduleIdPipe) moduleId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    (await this.queryBus.execute(new GetEducationModuleQuery(moduleId))).send(request, reply);
  }

  @ApiRoute('educationCategories')
  async categories(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    (await this.queryBus.execute(new GetEducationCategoriesQuery())).send(request, reply);
  }

  @ApiRoute('readingProgress')
  @Header('cache-control', 'no-store')
  progress(@SessionId() sessionId: SessionIdType): Promise<EducationProgress[]> {
    return this.queryBus.execute(new GetReadingProgressQuery(sessionId));
  }

  @ApiRoute('recordReadingProgress')
  @Header('cache-control', 'no-store')
  recordProgress(
    @SessionId() sessionId: SessionIdType,
    @Param('moduleId', moduleIdPipe) moduleId: string,
    @RouteBody('Progress update') update: EducationProgressUpdate,
  ): Promise<EducationProgress> {
    return this.commandBus.execute(new RecordReadingProgressCommand(sessionId, moduleId, update));
  }
}
