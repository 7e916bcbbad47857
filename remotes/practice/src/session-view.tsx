import { PRACTICE_TIPS, type PracticeGroup, type PracticeSession } from '@renewed/content';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, MoonIcon, Progress } from '@renewed/ui';
import { useTheme } from '@renewed/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { playChime, primeChime } from './browser/chime';
import { readChimeMuted, writeChimeMuted, type StorageLike } from './browser/chime-preference';
import { isPracticeSpaceShortcut } from './browser/space-key';
import { usePrefersReducedMotion } from './browser/use-reduced-motion';
import { useWakeLock } from './browser/use-wake-lock';
import { CompleteDialog } from './complete-dialog';
import { guidanceParagraphs } from './guidance';
import { moodLabel } from './mood';
import { BreathingPacer } from './pacer/breathing-pacer';
import { describeDuration, formatClock } from './timer/format-clock';
import { sessionDurationMs, type TimerStatus } from './timer/practice-timer';
import { usePracticeTimer } from './timer/use-practice-timer';

type SessionViewProps = {
  session: PracticeSession;
  group: PracticeGroup;
  moodBefore: number;
  /** Back to the list: after Done (Session Complete) or Reset. */
  onExit(): void;
};

function browserStorage(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const STATUS_TEXT: Record<TimerStatus, string> = {
  ready: 'Ready when you are',
  running: 'In progress',
  paused: 'Paused',
  complete: 'Complete',
};

/** The session view: countdown, progress, controls, guidance, breathing pacer and sidebar. */
export function SessionView({ session, group, moodBefore, onExit }: SessionViewProps) {
  const durationMs = sessionDurationMs(session.duration);
  const timer = usePracticeTimer(durationMs);
  const { status, endedEarly } = timer.state;
  const { send } = timer;
  const reducedMotion = usePrefersReducedMotion();
  const [chimeMuted, setChimeMuted] = useState(() => readChimeMuted(browserStorage()));
  // The page's one theme (the shell's provider): dimming here dims the whole app, and the nav's toggle undoes it.
  const { theme, toggleTheme } = useTheme();
  const dimmed = theme === 'dark';
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useWakeLock(status === 'running');

  // The view replaces the list in place: bring its top into view (below the sticky nav bar) and focus its heading.
  useEffect(() => {
    root.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  // The chime plays once, when the timer reaches zero (not on End Early).
  const chimeMutedNow = useRef(chimeMuted);
  useEffect(() => {
    chimeMutedNow.current = chimeMuted;
  }, [chimeMuted]);
  useEffect(() => {
    if (status === 'complete' && !endedEarly && !chimeMutedNow.current) playChime();
  }, [status, endedEarly]);

  const start = useCallback(() => {
    if (!chimeMutedNow.current) primeChime();
    send('start');
  }, [send]);
  const togglePause = useCallback(() => {
    if (!chimeMutedNow.current) primeChime();
    send('togglePause');
  }, [send]);

  // Space starts, pauses and resumes, unless focus is somewhere that uses Space itself.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (status === 'complete') return;
      const { key, code, repeat, altKey, ctrlKey, metaKey, shiftKey, defaultPrevented } = event;
      const target = event.target instanceof Element ? event.target : null;
      if (!isPracticeSpaceShortcut({ key, code, repeat, altKey, ctrlKey, metaKey, shiftKey, defaultPrevented, target })) return;
      event.preventDefault();
      if (status === 'ready') start();
      else togglePause();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [status, start, togglePause]);

  const toggleChime = () => {
    const next = !chimeMuted;
    setChimeMuted(next);
    writeChimeMuted(browserStorage(), next);
    if (!next) primeChime();
  };

  const remaining = formatClock(timer.remainingMs);
  const started = status === 'running' || status === 'paused';

  return (
    <section ref={root} aria-labelledby="session-title" className="scroll-mt-24 space-y-6">
      <header className="space-y-2">
        <p className="text-muted-foreground">
          Sacred Practice <span aria-hidden="true">·</span> {group.name}
        </p>
        <h1 id="session-title" ref={heading} tabIndex={-1} className="font-serif text-3xl font-bold sm:text-4xl">
          {session.name}
        </h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{session.description}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card>
            <CardContent className="space-y-5 pt-5">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p id="timer-label" className="font-medium text-muted-foreground">
                  Time remaining
                </p>
                <Badge variant={status === 'paused' ? 'warning' : status === 'running' ? 'success' : 'secondary'}>
                  {STATUS_TEXT[status]}
                </Badge>
              </div>
              <p
                role="timer"
                aria-labelledby="timer-label"
                className="text-center font-mono text-6xl font-bold tabular-nums sm:text-7xl"
              >
                {remaining}
              </p>
              <Progress value={timer.progressPercent} label="Practice progress" />
              <p className="sr-only" aria-live="polite">
                {status === 'running'
                  ? 'Practice in progress.'
                  : status === 'paused'
                    ? `Paused with ${describeDuration(timer.remainingMs)} remaining.`
                    : ''}
              </p>

              <div className="flex flex-wrap gap-3">
                {started ? (
                  <Button onClick={togglePause} className="min-w-32">
                    {status === 'paused' ? 'Resume' : 'Pause'}
                  </Button>
                ) : (
                  <Button onClick={start} disabled={status === 'complete'}>
                    Start Practice
                  </Button>
                )}
                <Button variant="secondary" onClick={() => send('endEarly')} disabled={!started}>
                  End Early
                </Button>
                <Button variant="outline" onClick={onExit}>
                  Reset
                </Button>
              </div>

              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-border pt-4">
                <Button variant={chimeMuted ? 'secondary' : 'ghost'} aria-pressed={chimeMuted} onClick={toggleChime}>
                  <BellIcon muted={chimeMuted} />
                  Mute end chime
                </Button>
                <p className="text-muted-foreground">
                  {chimeMuted ? 'The end chime is off.' : 'A soft chime plays when the time is up.'}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Button variant={dimmed ? 'secondary' : 'ghost'} aria-pressed={dimmed} onClick={toggleTheme}>
                  <MoonIcon aria-hidden="true" />
                  Dim the screen
                </Button>
                <p className="text-muted-foreground">
                  {dimmed ? 'The dark theme is on, gentler on the eyes in a dim room.' : 'Switch to the dark theme for evening practice.'}
                </p>
              </div>
              <p className="hidden text-muted-foreground md:block">
                Keyboard: press <kbd className="rounded border border-border bg-muted px-1.5 font-mono">Space</kbd> to start,
                pause or resume.
              </p>
            </CardContent>
          </Card>

          {session.breathPattern ? (
            <BreathingPacer
              pattern={session.breathPattern}
              elapsedMs={timer.elapsedMs}
              status={status}
              reducedMotion={reducedMotion}
            />
          ) : null}

          <Card>
            <CardHeader>
              <CardTitle>
                <span className="sr-only">Session </span>Guidance
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4 text-lg leading-relaxed">
              {guidanceParagraphs(session.guidance).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </CardContent>
          </Card>
        </div>

        <aside aria-label="About this practice" className="min-w-0 space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Practice Info</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="font-medium">Group</dt>
                <dd>{group.name}</dd>
                <dt className="font-medium">Duration</dt>
                <dd>{session.duration} minutes</dd>
                <dt className="font-medium">Mood before</dt>
                <dd>
                  {moodLabel(moodBefore)} ({moodBefore} of 5)
                </dd>
                {session.breathPattern ? (
                  <>
                    <dt className="font-medium">Breathing</dt>
                    <dd>{session.breathPattern.name}</dd>
                  </>
                ) : null}
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Tips</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-2 pl-5">
                {PRACTICE_TIPS.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </aside>
      </div>

      <CompleteDialog
        open={status === 'complete'}
        sessionName={session.name}
        practicedMs={timer.elapsedMs}
        endedEarly={endedEarly}
        moodBefore={moodBefore}
        onSkip={onExit}
      />
    </section>
  );
}

function BellIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
      {muted ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
