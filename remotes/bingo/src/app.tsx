import { RemoteRoot } from '@renewed/ui';
import { BingoScreen } from './bingo-screen';
import styles from './styles.css?inline';

/** The bingo remote's screen (exposed as ./App): Self-Care Bingo boards and their progress. */
export default function App() {
  return (
    <RemoteRoot name="bingo" css={styles}>
      <BingoScreen />
    </RemoteRoot>
  );
}
