import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import type { CourseState } from '@renewed/contracts';
import { apiUrl } from '@renewed/contracts/api-paths';
import { describeCoursePosition } from '@renewed/contracts/hot-flash-course-plan';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@renewed/ui';
import { apiGet } from '@renewed/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

/** A gentle reminder of where she is in the hot flash course, or an invitation to start it. */
export function CourseCard() {
  const state = useQuery({ queryKey: [apiUrl('hotFlashCourse')], queryFn: () => apiGet<CourseState>(apiUrl('hotFlashCourse')) });
  const progress = state.data?.progress;
  let text = 'Four weeks of short lessons and worksheets based on CBT, at your own pace.';
  let action = 'Start the course';
  if (progress?.finished) {
    text = 'You finished the course. Come back to any week when you need it.';
    action = 'Open the course';
  } else if (progress?.paused) {
    text = `Paused at ${describeCoursePosition(progress.week, progress.step)}. Pick it up whenever you are ready.`;
    action = 'Resume the course';
  } else if (progress) {
    text = `Up next: ${describeCoursePosition(progress.week, progress.step)}. A few minutes today is enough.`;
    action = 'Continue the course';
  }
  return (
    <Card data-testid="course-reminder">
      <CardHeader>
        <CardTitle>Hot Flash Course</CardTitle>
        <CardDescription>Self-help for hot flashes and night sweats.</CardDescription>
      </CardHeader>
      <CardContent>
        <p>{state.isLoading ? 'Checking your place in the course...' : text}</p>
      </CardContent>
      <CardFooter>
        <Button asChild variant="secondary">
          <Link to={PAGE_PATHS.hotFlashCourse}>{action}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
