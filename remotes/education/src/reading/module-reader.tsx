import { readingMinutes } from '@renewed/content';
import type { EducationModule, EducationProgress } from '@renewed/contracts';
import { Button, ListenControl, Progress } from '@renewed/ui';
import { toast } from '@renewed/web-kit';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useRecordProgress } from '../api/use-education';
import { markupToSpeechParts } from './markup';
import { MarkupView } from './markup-view';
import { canMarkComplete, formatReadingTime, reachedNewStep } from './reading-progress';
import { formatUpdateDate } from './update-date';
import { useReadingSession } from './use-reading-session';

/** Ends a reference title with a full stop unless it already ends with punctuation. */
function withFullStop(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

/**
 * The body of an open module: reading controls and progress, the listen control, the content,
 * the key insight and the research references. Progress is reported to the server at each new
 * 10 % step, on pause, on reset, on completion and when the module is closed.
 */
export function ModuleReader({ module, saved }: { module: EducationModule; saved: EducationProgress | undefined }) {
  const durationMinutes = module.duration ?? readingMinutes(module.content);
  const session = useReadingSession({
    durationMinutes,
    savedPercent: saved?.progressPercentage ?? 0,
    savedCompleted: saved?.completed ?? false,
  });
  const record = useRecordProgress();
  const recordRef = useRef(record.mutate);
  recordRef.current = record.mutate;
  const lastReported = useRef(saved?.completed ? 100 : (saved?.progressPercentage ?? 0));

  const reportProgress = useCallback(
    (percent: number) => {
      if (percent <= lastReported.current) return;
      lastReported.current = percent;
      recordRef.current({ moduleId: module.id, update: { progress: percent } });
    },
    [module.id],
  );

  // Each new 10 % step while reading.
  useEffect(() => {
    if (session.status === 'reading' && reachedNewStep(lastReported.current, session.percent)) reportProgress(session.percent);
  }, [session.status, session.percent, reportProgress]);

  // Closing the module (or leaving the page) reports where the visitor got to.
  const currentPercentRef = useRef(session.currentPercent);
  currentPercentRef.current = session.currentPercent;
  useEffect(() => () => reportProgress(currentPercentRef.current()), [reportProgress]);

  const pause = () => {
    session.pause();
    reportProgress(session.currentPercent());
  };
  const reset = () => {
    session.reset();
    lastReported.current = 0;
    record.mutate({ moduleId: module.id, update: { progress: 0, reset: true } });
  };
  const markComplete = () => {
    session.markComplete();
    lastReported.current = 100;
    record.mutate({ moduleId: module.id, update: { progress: 100, completed: true } });
    toast({ title: 'Module completed!', description: 'Save this content as a screenshot to remember it.' });
  };

  const speechParts = useMemo(
    () => [module.title, ...markupToSpeechParts(module.content), `Key insight. ${module.keyInsight}`],
    [module.title, module.content, module.keyInsight],
  );
  const updatedOn = formatUpdateDate(module.lastUpdated);
  const startLabel = session.status === 'not-started' ? 'Start Reading' : 'Resume Reading';

  return (
    <div className="grid gap-5">
      <section aria-label="Reading progress" className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3 text-base">
          <p>
            <span className="text-muted-foreground">Reading time: </span>
            <span role="timer" aria-label="Reading time" className="font-semibold tabular-nums">
              {formatReadingTime(session.elapsedMs)}
            </span>
          </p>
          <p>
            <span className="text-muted-foreground">Progress: </span>
            <span className="font-semibold tabular-nums" data-testid="reading-percent">
              {session.percent}%
            </span>
            <span className="text-muted-foreground"> of about {durationMinutes} min</span>
          </p>
        </div>
        <Progress value={session.percent} label={`Reading progress: ${session.percent}%`} />
        <div className="flex flex-wrap gap-2">
          {session.status === 'reading' ? (
            <Button variant="secondary" onClick={pause}>
              Pause
            </Button>
          ) : session.status !== 'complete' ? (
            <Button onClick={session.start}>{startLabel}</Button>
          ) : null}
          {session.status !== 'not-started' ? (
            <Button variant="outline" onClick={reset}>
              Reset
            </Button>
          ) : null}
          {canMarkComplete(session.percent, session.completed) ? <Button onClick={markComplete}>Mark Complete</Button> : null}
          {session.status === 'complete' ? (
            <p role="status" className="self-center font-semibold text-success">
              <span aria-hidden="true">✓ </span>Completed
            </p>
          ) : null}
        </div>
        <ListenControl parts={speechParts} />
      </section>

      <div
        role="region"
        aria-label="Module content"
        tabIndex={0}
        className="max-h-[50vh] overflow-y-auto rounded-lg border border-border p-4 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <MarkupView content={module.content} />
      </div>

      <aside aria-labelledby="key-insight-title" className="rounded-lg bg-accent p-4 text-accent-foreground">
        <h3 id="key-insight-title" className="mb-1 font-serif text-lg font-semibold">
          <span aria-hidden="true">💡 </span>Key Insight
        </h3>
        <p>{module.keyInsight}</p>
      </aside>

      <section aria-labelledby="references-title">
        <h3 id="references-title" className="mb-2 font-serif text-lg font-semibold">
          Research References
        </h3>
        <ul className="space-y-2">
          {module.references.map((reference) => (
            <li key={`${reference.title}-${reference.year}`} className="text-base">
              <span className="font-medium">{withFullStop(reference.title)}</span>
              <span className="text-muted-foreground">
                {' '}
                {reference.source}, {reference.year}.
              </span>
              {reference.url ? (
                <>
                  {' '}
                  <a
                    href={reference.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary underline underline-offset-4"
                  >
                    View source<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
        {updatedOn ? (
          <p className="mt-3 text-base text-muted-foreground" data-testid="last-updated">
            Last updated <time dateTime={module.lastUpdated}>{updatedOn}</time>.
          </p>
        ) : null}
        <p className="mt-3 text-base text-muted-foreground">
          Educational information only, not a diagnosis or treatment plan. Talk with your clinician about your own care.
        </p>
      </section>
    </div>
  );
}
