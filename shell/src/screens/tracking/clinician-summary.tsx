import { CLINICIAN_QUESTIONS } from '@renewed/content';
import { describeMrsChange, MRS_SUBSCALES, mrsBand, mrsChangeSinceFirst } from '@renewed/contracts/assessments/mrs';
import {
  findUniversalQuestion,
  LIPEDEMA_SYMPTOMS,
  type MrsHistory,
  type SavedLipedemaAssessment,
  type SavedUniversalAssessment,
} from '@renewed/contracts';
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@renewed/ui';
import type { ReactNode } from 'react';
import './clinician-summary.css';
import type { TrackingSummary } from './tracking-summary';
import { useLatestAssessments } from './use-tracking-data';

function longDate(value: string | Date): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)))
      : new Date(value);
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

function optionLabel(questionId: string, value: string): string {
  const question = findUniversalQuestion(questionId);
  const options = question && question.type !== 'scale' ? question.options : [];
  return options.find((option) => option.value === value)?.label ?? value;
}

const ranked = (items: TrackingSummary['triggers'], none: string) =>
  items.length
    ? items
        .slice(0, 5)
        .map((item) => `${item.name} (${item.count})`)
        .join(', ')
    : none;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-x-3 sm:grid-cols-[11rem_1fr]">
      <dt className="font-semibold">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function UniversalResult({ saved }: { saved: SavedUniversalAssessment }) {
  const peri = saved.scores.perimenopause;
  const symptoms = peri.symptoms.map((value) => optionLabel('peri_symptoms', value));
  return (
    <li>
      Health self-check on {longDate(saved.submittedAt)}: stage I chose, “{optionLabel('peri_stage', peri.stage)}”;
      {symptoms.length ? ` symptoms I noticed in the last three months: ${symptoms.join(', ')}.` : ' no symptoms chosen.'}{' '}
      Renewed’s own wellbeing score {saved.scores.overall}/100 (not a clinical measure).
    </li>
  );
}

function LipedemaResult({ saved }: { saved: SavedLipedemaAssessment }) {
  const labels = LIPEDEMA_SYMPTOMS.filter((symptom) => saved.symptoms.selected.includes(symptom.id)).map(
    (symptom) => symptom.label,
  );
  return (
    <li>
      Lipedema questionnaire on {longDate(saved.submittedAt)}: {labels.length} of {LIPEDEMA_SYMPTOMS.length} signs chosen
      {labels.length ? ` (${labels.join('; ')})` : ''}. Educational only; it cannot diagnose.
    </li>
  );
}

const mrsScores = (scores: MrsHistory[number]['scores']) =>
  `total ${scores.total}/44 (${mrsBand('total', scores.total)}); ${MRS_SUBSCALES.map(
    (scale) => `${scale} ${scores[scale]} (${mrsBand(scale, scores[scale])})`,
  ).join(', ')}`;

/** The latest MRS and, from the second completion on, its change since the first, with both dates. */
function MrsResult({ history }: { history: MrsHistory }) {
  const latest = history[history.length - 1]!;
  const change = mrsChangeSinceFirst(history);
  return (
    <li data-testid="summary-mrs">
      Menopause Rating Scale (Heinemann et al.) on {longDate(latest.submittedAt)}: {mrsScores(latest.scores)}.
      {change
        ? ` Since my first on ${longDate(change.first.submittedAt)} (total ${change.first.scores.total}): total ${describeMrsChange(change.change.total)}; ${MRS_SUBSCALES.map((scale) => `${scale} ${describeMrsChange(change.change[scale])}`).join(', ')}.`
        : ' My first completion.'}{' '}
      Bands are the scale authors’ published severity bands, not a diagnosis.
    </li>
  );
}

function Assessments() {
  const { universal, lipedema, mrs } = useLatestAssessments();
  if (universal.isLoading || lipedema.isLoading || mrs.isLoading) return <p>Loading my latest self-checks...</p>;
  if (universal.isError || lipedema.isError || mrs.isError) {
    return <p>My latest self-checks could not be loaded just now (close and open this summary to try again).</p>;
  }
  const hasMrs = (mrs.data?.length ?? 0) > 0;
  if (!universal.data && !lipedema.data && !hasMrs) return <p>No self-assessment saved in Renewed.</p>;
  return (
    <ul className="list-disc space-y-1 pl-5" data-testid="summary-assessments">
      {hasMrs ? <MrsResult history={mrs.data!} /> : null}
      {universal.data ? <UniversalResult saved={universal.data} /> : null}
      {lipedema.data ? <LipedemaResult saved={lipedema.data} /> : null}
    </ul>
  );
}

/**
 * 'Prepare a summary for my clinician': one printable page a doctor can read in a minute. On
 * screen it is a dialog with Print; in print media only the summary is shown (clinician-summary.css).
 */
export function ClinicianSummary({
  summary,
  open,
  onOpenChange,
}: {
  summary: TrackingSummary;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const perWeek = Math.round((summary.total / summary.periodDays) * 7 * 10) / 10;
  const trend = summary.severityTrend;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="clinician-summary gap-3 text-sm sm:max-w-3xl" data-testid="clinician-summary">
        <DialogHeader>
          <DialogTitle>My hot flash summary</DialogTitle>
          <DialogDescription className="text-foreground">
            For my clinician. This is my own log kept in the Renewed app, not a diagnosis. Severity is my own rating from 1 (mild)
            to 5 (severe).
          </DialogDescription>
        </DialogHeader>
        <div className="no-print flex flex-wrap gap-2">
          <Button onClick={() => window.print()}>Print or save as PDF</Button>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </div>
        <dl className="space-y-1.5">
          <Row label="Period">
            {longDate(summary.from)} to {longDate(summary.to)} ({summary.periodDays} days). Prepared {longDate(new Date())}.
          </Row>
          <Row label="Hot flashes">
            {summary.total} on {summary.daysWithLogs} of {summary.periodDays} days (about {perWeek} a week)
            {summary.typicalDuration ? `; most often lasting about ${summary.typicalDuration} min` : ''}.
          </Row>
          <Row label="Average severity">
            {summary.averageSeverity === null ? 'Not enough entries' : `${summary.averageSeverity} out of 5`}
          </Row>
          <Row label="Severity trend">
            {trend.direction === 'not enough data'
              ? 'Not enough entries in both halves of the period to compare.'
              : `First half ${trend.earlier}, second half ${trend.later}: ${trend.direction === 'about the same' ? 'about the same' : trend.direction}.`}
          </Row>
          <Row label="Time of day">
            {summary.timeOfDay.map((bucket) => `${bucket.label} ${bucket.count}`).join(', ')} (my local time)
          </Row>
          <Row label="Most common triggers">{ranked(summary.triggers, 'None noted')}</Row>
          <Row label="What helped">{ranked(summary.relief, 'None noted')}</Row>
        </dl>
        <section aria-labelledby="summary-assessments-heading" className="space-y-1">
          <h3 id="summary-assessments-heading" className="font-semibold">
            My latest self-assessments
          </h3>
          <Assessments />
        </section>
        <section aria-labelledby="summary-questions-heading" className="space-y-1">
          <h3 id="summary-questions-heading" className="font-semibold">
            Questions I would like to ask
          </h3>
          <ol className="list-decimal space-y-0.5 pl-5">
            {CLINICIAN_QUESTIONS.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
        </section>
      </DialogContent>
    </Dialog>
  );
}
