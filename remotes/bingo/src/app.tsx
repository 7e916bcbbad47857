import { RemoteRoot } from '@renewed/ui';
import styles from './styles.css?inline';

/** The bingo remote's screen (exposed as ./App). */
export default function App() {
  return (
    <RemoteRoot name="bingo" css={styles}>
      <section aria-labelledby="bingo-title" className="space-y-4">
        <h1 id="bingo-title" className="font-serif text-4xl font-bold">
          Self-Care Bingo
        </h1>
        <p className="max-w-3xl text-lg text-muted-foreground">Small acts of care, one square at a time.</p>
      </section>
    </RemoteRoot>
  );
}
