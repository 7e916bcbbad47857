import { Controller, Header } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type {
  CourseEntry,
  CourseEntryRequest,
  CourseProgress,
  CourseProgressUpdate,
  CourseState,
  SessionId as SessionIdType,
} from '@renewed/contracts';
import { ApiRoute, RouteBody } from '../../common/api-route.decorator';
import { SessionId } from '../../common/session-id.decorator';
import { AddCourseEntryCommand } from './commands/add-course-entry.command';
import { SetCourseProgressCommand } from './commands/set-course-progress.command';
import { GetCourseStateQuery } from './queries/get-course-state.query';

@Controller()
export class HotFlashCourseController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @ApiRoute('hotFlashCourse')
  @Header('cache-control', 'no-store')
  state(@SessionId() sessionId: SessionIdType): Promise<CourseState> {
    return this.queryBus.execute(new GetCourseStateQuery(sessionId));
  }

  @ApiRoute('setCourseProgress')
  @Header('cache-control', 'no-store')
  setProgress(
    @SessionId() sessionId: SessionIdType,
    @RouteBody('Course progress') update: CourseProgressUpdate,
  ): Promise<CourseProgress> {
    return this.commandBus.execute(new SetCourseProgressCommand(sessionId, update));
  }

  @ApiRoute('addCourseEntry')
  @Header('cache-control', 'no-store')
  addEntry(@SessionId() sessionId: SessionIdType, @RouteBody('Course entry') entry: CourseEntryRequest): Promise<CourseEntry> {
    return this.commandBus.execute(new AddCourseEntryCommand(sessionId, entry));
  }
}
