import { RemoteRoot } from '@renewed/ui';
import { PracticeScreen } from './practice-screen';
import styles from './styles.css?inline';

/** The practice remote's screen (exposed as ./App): guided sessions with a timer and breathing pacer. */
export default function App() {
  return (
    <RemoteRoot name="practice" css={styles}>
      <PracticeScreen />
    </RemoteRoot>
  );
}
