import { PRACTICE_GROUPS, type PracticeGroup, type PracticeSession } from '@renewed/content';
import { Badge, Button, Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@renewed/ui';
import { useEffect, useRef } from 'react';

type SessionListProps = {
  /** `trigger` is the button pressed, where focus goes back if the visitor cancels. */
  onChoose(session: PracticeSession, group: PracticeGroup, trigger: HTMLButtonElement): void;
  /** The session to put focus back on when returning from it. */
  focusSessionId: string | null;
};

/** Idle state: the three groups of three sessions. */
export function SessionList({ onChoose, focusSessionId }: SessionListProps) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focusSessionId) return;
    const button = root.current?.querySelector<HTMLButtonElement>(`[data-session-id="${focusSessionId}"]`);
    button?.focus();
  }, [focusSessionId]);

  return (
    <section ref={root} aria-labelledby="practice-title" className="space-y-8">
      <header className="space-y-3">
        <h1 id="practice-title" className="font-serif text-4xl font-bold">
          Sacred Practice
        </h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Guided meditation, breathwork and movement made for midlife bodies. Choose a session and go at your own pace. Nothing
          you enter here leaves your device.
        </p>
      </header>
      {PRACTICE_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} className="space-y-4">
          <div className="space-y-1">
            <h2 id={`group-${group.id}`} className="font-serif text-2xl font-semibold">
              {group.name}
            </h2>
            <p className="max-w-3xl text-muted-foreground">{group.description}</p>
          </div>
          <ul className="grid gap-4 md:grid-cols-3">
            {group.sessions.map((session) => (
              <li key={session.id}>
                <Card className="flex h-full flex-col">
                  <CardHeader>
                    <div className="flex flex-wrap gap-2">
                      <Badge variant="secondary">{session.duration} min</Badge>
                      {session.breathPattern ? <Badge variant="accent">Breathing pacer</Badge> : null}
                    </div>
                    <CardTitle>{session.name}</CardTitle>
                    <CardDescription>{session.description}</CardDescription>
                  </CardHeader>
                  <CardFooter className="mt-auto">
                    <Button
                      data-session-id={session.id}
                      className="scroll-my-24"
                      onClick={(event) => onChoose(session, group, event.currentTarget)}
                    >
                      Choose<span className="sr-only"> {session.name}</span>
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
