import { AddCourseEntryHandler } from './commands/add-course-entry.handler';
import { SetCourseProgressHandler } from './commands/set-course-progress.handler';
import { GetCourseStateHandler } from './queries/get-course-state.handler';

export const HOT_FLASH_COURSE_HANDLERS = [GetCourseStateHandler, SetCourseProgressHandler, AddCourseEntryHandler];
