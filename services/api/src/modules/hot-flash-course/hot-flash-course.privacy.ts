import { personalDataProvider } from '../privacy';
import { CourseEntriesRepository } from './course-entries.repository';
import { CourseProgressRepository } from './course-progress.repository';
import { COURSE_ENTRIES_COLLECTION, COURSE_PROGRESS_COLLECTION } from './hot-flash-course.schema';

/** Her place in the hot flash course: counted, exported and deleted with the session. */
export const CourseProgressPersonalData = personalDataProvider({
  collection: COURSE_PROGRESS_COLLECTION,
  key: 'hotFlashCourseProgress',
  label: 'Hot flash course: where you are',
  store: CourseProgressRepository,
});

/** Her worksheets and weekly checks in the course: counted, exported and deleted with the session. */
export const CourseEntriesPersonalData = personalDataProvider({
  collection: COURSE_ENTRIES_COLLECTION,
  key: 'hotFlashCourseEntries',
  label: 'Hot flash course: worksheets and weekly checks',
  store: CourseEntriesRepository,
});
