import { Module } from '@nestjs/common';
import { CourseEntriesRepository } from './course-entries.repository';
import { CourseProgressRepository } from './course-progress.repository';
import { HotFlashCourseController } from './hot-flash-course.controller';
import { CourseEntriesPersonalData, CourseProgressPersonalData } from './hot-flash-course.privacy';
import { HOT_FLASH_COURSE_HANDLERS } from './index';

/** The self-guided hot flash course: her place in it, her worksheets and weekly checks. */
@Module({
  controllers: [HotFlashCourseController],
  providers: [
    CourseProgressRepository,
    CourseEntriesRepository,
    CourseProgressPersonalData,
    CourseEntriesPersonalData,
    ...HOT_FLASH_COURSE_HANDLERS,
  ],
})
export class HotFlashCourseModule {}
