import { Command } from '@nestjs/cqrs';
import type { CourseProgress, CourseProgressUpdate, SessionId } from '@renewed/contracts';

/** Sets her week and step in the course, paused or not, finished or not. */
export class SetCourseProgressCommand extends Command<CourseProgress> {
  constructor(
    readonly sessionId: SessionId,
    readonly update: CourseProgressUpdate,
  ) {
    super();
  }
}
