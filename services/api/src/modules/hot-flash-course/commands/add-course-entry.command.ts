import { Command } from '@nestjs/cqrs';
import type { CourseEntry, CourseEntryRequest, SessionId } from '@renewed/contracts';

/** Stores one worksheet or weekly check of the course. */
export class AddCourseEntryCommand extends Command<CourseEntry> {
  constructor(
    readonly sessionId: SessionId,
    readonly entry: CourseEntryRequest,
  ) {
    super();
  }
}
