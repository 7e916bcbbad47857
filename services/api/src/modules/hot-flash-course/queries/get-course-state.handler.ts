import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CourseState } from '@renewed/contracts';
import { CourseEntriesRepository } from '../course-entries.repository';
import { CourseProgressRepository } from '../course-progress.repository';
import { toCourseEntry, toCourseProgress } from '../course-state';
import { GetCourseStateQuery } from './get-course-state.query';

@QueryHandler(GetCourseStateQuery)
export class GetCourseStateHandler implements IQueryHandler<GetCourseStateQuery, CourseState> {
  constructor(
    private readonly progress: CourseProgressRepository,
    private readonly entries: CourseEntriesRepository,
  ) {}

  async execute({ sessionId }: GetCourseStateQuery): Promise<CourseState> {
    const progress = await this.progress.find(sessionId);
    const entries = await this.entries.findRecent(sessionId);
    return { progress: progress ? toCourseProgress(progress) : null, entries: entries.map(toCourseEntry) };
  }
}
