import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CourseProgress } from '@renewed/contracts';
import { Clock } from '../../../common/clock';
import { CourseProgressRepository } from '../course-progress.repository';
import { toCourseProgress } from '../course-state';
import { SetCourseProgressCommand } from './set-course-progress.command';

/** Idempotent: it sets the state, so a repeated request changes nothing more. */
@CommandHandler(SetCourseProgressCommand)
export class SetCourseProgressHandler implements ICommandHandler<SetCourseProgressCommand, CourseProgress> {
  constructor(
    private readonly repository: CourseProgressRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId, update }: SetCourseProgressCommand): Promise<CourseProgress> {
    return toCourseProgress(await this.repository.set(sessionId, update, this.clock.now()));
  }
}
