import type { CourseEntry, CourseProgress } from '@renewed/contracts';
import type { StoredCourseEntry } from './course-entries.repository';
import type { StoredCourseProgress } from './course-progress.repository';

/** The contract's shapes (no session id: the caller already knows it). */
export function toCourseProgress(stored: StoredCourseProgress): CourseProgress {
  return {
    week: stored.week,
    step: stored.step,
    paused: stored.paused,
    finished: stored.finished,
    startedAt: stored.startedAt.toISOString(),
    updatedAt: stored.updatedAt.toISOString(),
  };
}

export function toCourseEntry(stored: StoredCourseEntry): CourseEntry {
  const base = { id: stored.id, week: stored.week, savedAt: stored.createdAt.toISOString() };
  return stored.kind === 'worksheet'
    ? { ...base, kind: 'worksheet', stepId: stored.stepId, answers: stored.answers }
    : { ...base, kind: 'check', problemRating: stored.problemRating, frequencyPerWeek: stored.frequencyPerWeek };
}
