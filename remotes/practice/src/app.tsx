import { PRACTICE_GROUPS } from '@renewed/content';
import { Badge, Card, CardDescription, CardHeader, CardTitle, RemoteRoot } from '@renewed/ui';
import styles from './styles.css?inline';

/** The practice remote's screen (exposed as ./App): three groups of guided sessions. */
export default function App() {
  return (
    <RemoteRoot name="practice" css={styles}>
      <section aria-labelledby="practice-title" className="space-y-8">
        <header className="space-y-3">
          <h1 id="practice-title" className="font-serif text-4xl font-bold">
            Sacred Practice
          </h1>
          <p className="max-w-3xl text-lg text-muted-foreground">
            Guided meditation, breathwork and movement made for midlife bodies. Choose a session and go at your own pace.
          </p>
        </header>
        {PRACTICE_GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`} className="space-y-4">
            <div>
              <h2 id={`group-${group.id}`} className="font-serif text-2xl font-semibold">
                {group.name}
              </h2>
              <p className="text-muted-foreground">{group.description}</p>
            </div>
            <ul className="grid gap-4 md:grid-cols-3">
              {group.sessions.map((session) => (
                <li key={session.id}>
                  <Card className="h-full">
                    <CardHeader>
                      <Badge variant="secondary" className="self-start">
                        {session.duration} min
                      </Badge>
                      <CardTitle>{session.name}</CardTitle>
                      <CardDescription>{session.description}</CardDescription>
                    </CardHeader>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </RemoteRoot>
  );
}
