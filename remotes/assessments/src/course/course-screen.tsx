import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import type { CourseEntryRequest, CourseProgressUpdate } from '@renewed/contracts';
import { COURSE_WEEKS, courseWeek, describeCoursePosition, nextCoursePosition } from '@renewed/contracts/hot-flash-course-plan';
import { Button, Card, CardContent, CardHeader, ErrorCard, Skeleton, cn } from '@renewed/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ViewHeading } from '../common/view-heading';
import { COURSE_SOURCES, HONEST_FRAMING, WORKSHEET_FIELDS } from './course-content';
import { worksheets } from './course-flow';
import { CourseProgressChart } from './course-progress-chart';
import { CourseStepBody } from './course-step';
import { useAddCourseEntry, useCourseState, useSetCourseProgress } from './use-course';
import { SourceList } from '../common/source-list';

const longDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'long', day: 'numeric', year: 'numeric' });

function Outline({ week, step, finished }: { week: number; step: number; finished: boolean }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2" aria-label="The four weeks">
      {COURSE_WEEKS.map((entry) => (
        <li key={entry.week} className="rounded-lg border border-border p-3">
          <p className="font-semibold">
            Week {entry.week}: {entry.title}
          </p>
          <ul className="mt-1 space-y-0.5 text-sm">
            {entry.steps.map((item, index) => {
              const done = finished || entry.week < week || (entry.week === week && index < step);
              const current = !finished && entry.week === week && index === step;
              return (
                <li
                  key={item.id}
                  aria-current={current ? 'step' : undefined}
                  className={cn(current && 'font-semibold text-primary')}
                >
                  <span aria-hidden="true">{done ? '✓ ' : current ? '→ ' : '· '}</span>
                  {item.title}
                  {done ? (
                    <span className="sr-only"> (done)</span>
                  ) : current ? (
                    <span className="sr-only"> (you are here)</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** /hot-flash-course: the four-week self-help course, her place in it, her worksheets and weekly checks. */
export function CourseScreen() {
  const state = useCourseState();
  const setProgress = useSetCourseProgress();
  const addEntry = useAddCourseEntry();
  const [moved, setMoved] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const progress = state.data?.progress ?? null;

  useEffect(() => {
    if (moved) stepHeading.current?.focus();
  }, [moved, progress?.week, progress?.step, progress?.paused, progress?.finished]);

  const go = (update: CourseProgressUpdate) => {
    setMoved(true);
    setProgress.mutate(update);
  };

  const finishStep = (entry?: CourseEntryRequest) => {
    if (!progress) return;
    const next = nextCoursePosition(progress.week, progress.step);
    const advance = () =>
      go(
        next
          ? { ...next, paused: false, finished: false }
          : { week: progress.week, step: progress.step, paused: false, finished: true },
      );
    if (entry) addEntry.mutate(entry, { onSuccess: advance });
    else advance();
  };

  const busy = setProgress.isPending || addEntry.isPending;
  const error = setProgress.error ?? addEntry.error;
  const restart = () => go({ week: 1, step: 0, paused: false, finished: false });

  let body;
  if (state.isLoading) body = <Skeleton className="h-64 w-full" />;
  else if (state.isError) {
    body = (
      <ErrorCard
        title="Your course could not be loaded"
        message={`${state.error.message} Your place and worksheets are safe; try again in a moment.`}
        onRetry={() => void state.refetch()}
      />
    );
  } else if (!progress) {
    body = (
      <Card>
        <CardHeader>
          <h2 ref={stepHeading} tabIndex={-1} className="font-serif text-2xl font-semibold focus:outline-none">
            Ready when you are
          </h2>
        </CardHeader>
        <CardContent className="space-y-3">
          <p>Plan about 20 minutes a day for four weeks. You can pause at any time and pick up where you left off.</p>
          <Button onClick={restart} disabled={busy}>
            Start week 1
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    const week = courseWeek(progress.week)!;
    const step = week.steps[progress.step]!;
    body = (
      <Card data-testid="course-current">
        <CardHeader>
          <p className="text-muted-foreground">
            Started {longDate(progress.startedAt)} · Week {progress.week}: {week.title}
          </p>
          <h2
            ref={stepHeading}
            tabIndex={-1}
            className="font-serif text-2xl font-semibold focus:outline-none"
            data-testid="course-position"
          >
            {progress.finished
              ? 'You finished the course'
              : progress.paused
                ? `Paused at ${describeCoursePosition(progress.week, progress.step)}`
                : describeCoursePosition(progress.week, progress.step)}
          </h2>
        </CardHeader>
        <CardContent className="space-y-5">
          {progress.finished ? (
            <p>Well done. Keep using the skills that helped, and come back to any week when you need it.</p>
          ) : progress.paused ? (
            <p>Your course is paused. Everything you did is kept. Resume when you are ready.</p>
          ) : (
            <CourseStepBody
              key={`${progress.week}-${step.id}`}
              week={progress.week}
              step={step}
              busy={busy}
              onDone={finishStep}
            />
          )}
          {error ? (
            <p role="alert" className="text-destructive">
              Not saved: {error.message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3 border-t border-border pt-4">
            {progress.finished ? null : progress.paused ? (
              <Button
                onClick={() => go({ week: progress.week, step: progress.step, finished: progress.finished, paused: false })}
                disabled={busy}
              >
                Resume the course
              </Button>
            ) : (
              <Button
                variant="outline"
                onClick={() => go({ week: progress.week, step: progress.step, finished: progress.finished, paused: true })}
                disabled={busy}
              >
                Pause the course
              </Button>
            )}
            <Button variant="ghost" onClick={restart} disabled={busy}>
              Restart from week 1
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  const sheets = worksheets(state.data?.entries ?? []);
  return (
    <section aria-labelledby="course-title" className="mx-auto max-w-4xl space-y-6">
      <Link to={PAGE_PATHS.healthAssessment} className="inline-flex min-h-11 items-center text-primary underline underline-offset-4">
        <span aria-hidden="true">←&nbsp;</span>All assessments and courses
      </Link>
      <ViewHeading id="course-title" autoFocus={false}>
        Hot Flashes and Night Sweats: a 4-Week Self-Help Course
      </ViewHeading>
      <p className="text-lg">
        A course based on cognitive behavioral therapy (CBT): understanding hot flashes, paced breathing, calmer thoughts during a
        flash, stress, sleep and night sweats, and keeping what you gain. It is written for Renewed in the spirit of the self-help
        program tested by Professor Myra Hunter and her team.
      </p>

      <section
        aria-labelledby="course-evidence"
        className="space-y-3 rounded-lg border border-border bg-accent p-4 text-accent-foreground"
      >
        <h2 id="course-evidence" className="text-xl font-semibold">
          What to expect, honestly
        </h2>
        <p>{HONEST_FRAMING.evidence}</p>
        <p>{HONEST_FRAMING.alongside}</p>
        <h3 className="font-semibold">See a clinician first (or as well) if:</h3>
        <ul className="list-disc space-y-1 pl-5">
          {HONEST_FRAMING.clinician.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </section>

      {body}

      {progress ? <Outline week={progress.week} step={progress.step} finished={progress.finished} /> : null}

      {progress ? (
        <section aria-labelledby="course-chart" className="space-y-3">
          <h2 id="course-chart" className="font-serif text-2xl font-semibold">
            Week by week
          </h2>
          <CourseProgressChart entries={state.data?.entries ?? []} startedAt={progress.startedAt} />
        </section>
      ) : null}

      {sheets.length > 0 ? (
        <section aria-labelledby="course-sheets" className="space-y-3">
          <h2 id="course-sheets" className="font-serif text-2xl font-semibold">
            My worksheets
          </h2>
          <ul className="space-y-2" data-testid="course-worksheets">
            {sheets.map((sheet) => (
              <li key={sheet.id}>
                <details className="rounded-md border border-border p-3">
                  <summary className="min-h-6 cursor-pointer font-medium">
                    Week {sheet.week}:{' '}
                    {courseWeek(sheet.week)?.steps.find((item) => item.id === sheet.stepId)?.title ?? sheet.stepId} (
                    {longDate(sheet.savedAt)})
                  </summary>
                  <dl className="mt-2 space-y-1">
                    {Object.entries(sheet.answers).map(([field, answer]) => (
                      <div key={field}>
                        <dt className="font-semibold">{WORKSHEET_FIELDS[field]?.label ?? field}</dt>
                        <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{answer || '–'}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="course-sources" className="space-y-2">
        <h2 id="course-sources" className="font-serif text-2xl font-semibold">
          Sources
        </h2>
        <SourceList sources={COURSE_SOURCES} />
      </section>
    </section>
  );
}
