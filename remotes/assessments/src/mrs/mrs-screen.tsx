import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import { MRS_PAGE } from '@renewed/content';
import {
  describeMrsChange,
  MRS_SCALE_LABELS,
  MRS_SUBSCALES,
  mrsBand,
  mrsChangeSinceFirst,
  type MrsItemId,
  type MrsRating,
} from '@renewed/contracts/assessments/mrs';
import { Button, Card, CardContent, CardHeader, ErrorCard, Skeleton } from '@renewed/ui';
import { getSessionId } from '@renewed/web-kit';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ViewHeading } from '../common/view-heading';
import { TrendChart, type TrendSeries } from '../common/trend-chart';
import { MRS_SOURCES } from './mrs-content';
import { completeAnswers, completion, mergeHistory, newCompletionId, type MrsCompletion, type MrsDraft } from './mrs-flow';
import { MrsForm } from './mrs-form';
import { MrsScoresTable } from './mrs-scores';
import { useMrsHistory, useSaveMrs } from './use-mrs';
import { SourceList } from '../common/source-list';

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

const SERIES_STYLE = {
  total: { strokeClass: 'stroke-foreground', swatchClass: 'bg-foreground' },
  somatic: { strokeClass: 'stroke-primary', swatchClass: 'bg-primary', dash: '6 4' },
  psychological: { strokeClass: 'stroke-accent-foreground', swatchClass: 'bg-accent-foreground', dash: '2 4' },
  urogenital: { strokeClass: 'stroke-muted-foreground', swatchClass: 'bg-muted-foreground', dash: '10 4 2 4' },
} as const;

function MrsTrend({ history }: { history: readonly MrsCompletion[] }) {
  const change = mrsChangeSinceFirst(history);
  const series: TrendSeries[] = (['total', ...MRS_SUBSCALES] as const).map((scale) => ({
    key: scale,
    label: MRS_SCALE_LABELS[scale],
    ...SERIES_STYLE[scale],
    values: history.map((record) => record.scores[scale]),
  }));
  const latest = history[history.length - 1]!;
  const summary = change
    ? `${history.length} completions. Total ${change.first.scores.total} on ${shortDate(change.first.submittedAt)}, ${change.latest.scores.total} on ${shortDate(change.latest.submittedAt)}: ${describeMrsChange(change.change.total)}.`
    : `One completion so far: total ${latest.scores.total} on ${shortDate(latest.submittedAt)}. Take it again in a few weeks to see a trend.`;
  return (
    <TrendChart
      title="Your MRS scores over time"
      summary={summary}
      labels={history.map((record) => shortDate(record.submittedAt))}
      series={series}
      max={44}
      unit=""
      testId="mrs-trend"
    />
  );
}

type View = 'overview' | 'form';

/** /menopause-rating-scale: take the MRS (again), see the bands, the trend and what it means. */
export function MrsScreen() {
  const [view, setView] = useState<View>('overview');
  const [draft, setDraft] = useState<MrsDraft>({});
  const [pending, setPending] = useState<MrsCompletion[]>([]);
  const [justDone, setJustDone] = useState<MrsCompletion | null>(null);
  const history = useMrsHistory();
  const save = useSaveMrs();
  const resultRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (view === 'form') formRef.current?.querySelector<HTMLElement>('#mrs-form-title')?.focus();
    else if (justDone) resultRef.current?.focus();
  }, [view, justDone]);

  const submit = () => {
    const answers = completeAnswers(draft);
    if (!answers) return;
    const submittedAt = new Date().toISOString();
    const local = completion(newCompletionId(), answers, submittedAt);
    const body = { sessionId: getSessionId(), completionId: local.id, answers, scores: local.scores };
    save.mutate(body, { onSuccess: (accepted) => setPending((list) => [...list, { ...local, id: accepted.id }]) });
    setJustDone(local);
    setDraft({});
    setView('overview');
  };

  const records = mergeHistory(history.data ?? [], pending);
  return (
    <section aria-labelledby="mrs-title" className="mx-auto max-w-4xl space-y-6">
      <Link
        to={PAGE_PATHS.healthAssessment}
        className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
      >
        <span aria-hidden="true">←&nbsp;</span>
        {MRS_PAGE.backLink}
      </Link>
      <ViewHeading id="mrs-title" autoFocus={false}>
        {MRS_PAGE.title}
      </ViewHeading>
      <p className="text-lg">{MRS_PAGE.intro}</p>
      <div role="note" className="rounded-lg border border-border bg-accent p-4 text-accent-foreground">
        <p className="font-semibold">{MRS_PAGE.noteTitle}</p>
        <p>{MRS_PAGE.note}</p>
      </div>

      {view === 'form' ? (
        <div ref={formRef}>
          <MrsForm
            draft={draft}
            onRate={(id: MrsItemId, rating: MrsRating) => setDraft((current) => ({ ...current, [id]: rating }))}
            onSubmit={submit}
            onCancel={() => setView('overview')}
          />
        </div>
      ) : (
        <>
          {justDone ? (
            <Card data-testid="mrs-result">
              <CardHeader>
                <h2 ref={resultRef} tabIndex={-1} className="font-serif text-2xl font-semibold focus:outline-none">
                  Your scores today: total {justDone.scores.total}, {mrsBand('total', justDone.scores.total)}
                </h2>
              </CardHeader>
              <CardContent className="space-y-3">
                <MrsScoresTable scores={justDone.scores} caption="Scores of the completion you just finished" />
                <p role="status" className="text-sm">
                  {save.isPending
                    ? 'Saving to this browser’s anonymous session...'
                    : save.isError
                      ? `Not saved: ${save.error.message}`
                      : 'Saved. You can export or delete it on the privacy page.'}
                </p>
                {save.isError ? (
                  <Button variant="outline" onClick={() => save.reset()}>
                    Dismiss
                  </Button>
                ) : null}
              </CardContent>
            </Card>
          ) : null}
          <Button
            onClick={() => {
              setJustDone(null);
              setView('form');
            }}
          >
            {records.length > 0 ? 'Take the MRS again' : 'Start the MRS'}
          </Button>
        </>
      )}

      <section aria-labelledby="mrs-trend-title" className="space-y-3">
        <h2 id="mrs-trend-title" className="font-serif text-2xl font-semibold">
          Your trend
        </h2>
        {history.isLoading ? (
          <Skeleton className="h-56 w-full" />
        ) : history.isError ? (
          <ErrorCard
            title="Your past scores could not be loaded"
            message={`${history.error.message} They are safe; try again in a moment.`}
            onRetry={() => void history.refetch()}
          />
        ) : records.length === 0 ? (
          <p className="text-muted-foreground">No completions yet. Your scores will show here, with a chart and a table.</p>
        ) : (
          <MrsTrend history={records} />
        )}
        <p className="text-sm text-muted-foreground">
          Your completions are kept only for this browser’s anonymous session and expire after the retention period. The summary
          for your clinician on the{' '}
          <Link to={PAGE_PATHS.tracking} className="text-primary underline underline-offset-4">
            tracking page
          </Link>{' '}
          includes your latest scores.
        </p>
      </section>

      <section aria-labelledby="mrs-about-title" className="space-y-2">
        <h2 id="mrs-about-title" className="font-serif text-2xl font-semibold">
          About the scale and its use here
        </h2>
        <p>
          The Menopause Rating Scale (MRS) was developed by Klaas Heinemann and colleagues in Germany, and is now cared for by ZEG
          Berlin (the Berlin Center for Epidemiology and Health Research). The authors publish the questionnaire, its translations
          and how to score it on their websites. Renewed shows the English version with the authors’ item wording, scoring and
          bands, unchanged and credited to them, free of charge. Scores: body (somatic) items 1, 2, 3 and 11; mind and mood
          (psychological) items 4 to 7; bladder, vagina and sex (urogenital) items 8 to 10; total of all 11 (0 to 44).
        </p>
        <SourceList sources={MRS_SOURCES} />
      </section>
    </section>
  );
}
