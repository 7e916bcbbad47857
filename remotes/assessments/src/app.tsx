import { RemoteRoot } from '@renewed/ui';
import styles from './styles.css?inline';

/** The assessments remote's screen (exposed as ./App). */
export default function App() {
  return (
    <RemoteRoot name="assessments" css={styles}>
      <section aria-labelledby="assessments-title" className="space-y-4">
        <h1 id="assessments-title" className="font-serif text-4xl font-bold">
          Health Assessments
        </h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Questionnaires that help you reflect and prepare for a conversation with your clinician. Educational only.
        </p>
      </section>
    </RemoteRoot>
  );
}
