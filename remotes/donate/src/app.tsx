import { RemoteRoot } from '@renewed/ui';
import styles from './styles.css?inline';

/** The donate remote's screen (exposed as ./App). */
export default function App() {
  return (
    <RemoteRoot name="donate" css={styles}>
      <section aria-labelledby="donate-title" className="space-y-4">
        <h1 id="donate-title" className="font-serif text-4xl font-bold">
          Support Renewed
        </h1>
        <p className="max-w-3xl text-lg text-muted-foreground">Renewed is free for everyone. Donations keep it that way.</p>
      </section>
    </RemoteRoot>
  );
}
