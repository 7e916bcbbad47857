import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CourseEntry } from '@renewed/contracts';
import { createHash } from 'node:crypto';
import { Clock } from '../../../common/clock';
import { CourseEntriesRepository, type StoredCourseEntry } from '../course-entries.repository';
import { toCourseEntry } from '../course-state';
import { AddCourseEntryCommand } from './add-course-entry.command';

/**
 * The stored id is a hash of the session and the browser's entry id: a retried POST finds the same
 * record, and one session can never reach another's entry by sending its id.
 */
@CommandHandler(AddCourseEntryCommand)
export class AddCourseEntryHandler implements ICommandHandler<AddCourseEntryCommand, CourseEntry> {
  constructor(
    private readonly repository: CourseEntriesRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId, entry }: AddCourseEntryCommand): Promise<CourseEntry> {
    const id = createHash('sha256').update(`${sessionId}:${entry.entryId}`).digest('hex').slice(0, 32);
    const base = { id, sessionId, week: entry.week, createdAt: this.clock.now() };
    const stored: StoredCourseEntry =
      entry.kind === 'worksheet'
        ? { ...base, kind: 'worksheet', stepId: entry.stepId, answers: entry.answers }
        : { ...base, kind: 'check', problemRating: entry.problemRating, frequencyPerWeek: entry.frequencyPerWeek };
    return toCourseEntry(await this.repository.saveOnce(stored));
  }
}
