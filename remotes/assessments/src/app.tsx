import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import { RemoteRoot } from '@renewed/ui';
import { useLocation } from 'react-router-dom';
import { CourseScreen } from './course/course-screen';
import { AssessmentHub } from './hub/assessment-hub';
import { MrsScreen } from './mrs/mrs-screen';
import styles from './styles.css?inline';

/** The route each screen of this remote owns; the shell maps the same paths to this remote. */
export const ASSESSMENT_SCREENS = {
  [PAGE_PATHS.healthAssessment]: AssessmentHub,
  [PAGE_PATHS.menopauseRatingScale]: MrsScreen,
  [PAGE_PATHS.hotFlashCourse]: CourseScreen,
} as const;

/** The assessments remote's screen (exposed as ./App): the screen for the current route. */
export default function App() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const Screen = Object.hasOwn(ASSESSMENT_SCREENS, path)
    ? ASSESSMENT_SCREENS[path as keyof typeof ASSESSMENT_SCREENS]
    : AssessmentHub;
  return (
    <RemoteRoot name="assessments" css={styles}>
      <Screen />
    </RemoteRoot>
  );
}
