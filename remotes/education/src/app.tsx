import { RemoteRoot } from '@renewed/ui';
import styles from './styles.css?inline';

/** The education remote's screen (exposed as ./App). */
export default function App() {
  return (
    <RemoteRoot name="education" css={styles}>
      <section aria-labelledby="education-title" className="space-y-4">
        <h1 id="education-title" className="font-serif text-4xl font-bold">
          Education Library
        </h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Evidence-based modules on perimenopause and beyond, free for everyone.
        </p>
      </section>
    </RemoteRoot>
  );
}
