import { RemoteRoot } from '@renewed/ui';
import { AssessmentHub } from './hub/assessment-hub';
import styles from './styles.css?inline';

/** The assessments remote's screen (exposed as ./App): the health assessment hub. */
export default function App() {
  return (
    <RemoteRoot name="assessments" css={styles}>
      <AssessmentHub />
    </RemoteRoot>
  );
}
