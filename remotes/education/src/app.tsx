import { RemoteRoot } from '@renewed/ui';
import { EducationLibrary } from './library/education-library';
import styles from './styles.css?inline';

/** The education remote's screen (exposed as ./App): the library, module reading and progress. */
export default function App() {
  return (
    <RemoteRoot name="education" css={styles}>
      <EducationLibrary />
    </RemoteRoot>
  );
}
