import { Query } from '@nestjs/cqrs';
import type { CourseState, SessionId } from '@renewed/contracts';

/** Her place in the course and her worksheets and weekly checks. */
export class GetCourseStateQuery extends Query<CourseState> {
  constructor(readonly sessionId: SessionId) {
    super();
  }
}
