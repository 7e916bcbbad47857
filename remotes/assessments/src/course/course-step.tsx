import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import type { CourseEntryRequest } from '@renewed/contracts';
import type { CourseStep } from '@renewed/contracts/hot-flash-course-plan';
import { Button, cn } from '@renewed/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { newCompletionId } from '../mrs/mrs-flow';
import { CHECK_TEXT, LESSONS, PACED_BREATHING, WORKSHEET_FIELDS } from './course-content';

type Props = {
  week: number;
  step: CourseStep;
  busy: boolean;
  /** Moves on; with an entry, saves it first. */
  onDone: (entry?: CourseEntryRequest) => void;
};

function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="space-y-3">
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

const FIELD =
  'block w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** What one step shows: a lesson, the paced breathing practice, a worksheet or the weekly check. */
export function CourseStepBody({ week, step, busy, onDone }: Props) {
  switch (step.kind) {
    case 'learn': {
      const lesson = LESSONS[step.id]!;
      return (
        <div className="space-y-4">
          <Paragraphs paragraphs={lesson.paragraphs} />
          {lesson.tips ? (
            <ul className="list-disc space-y-1 pl-5">
              {lesson.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          ) : null}
          <Button onClick={() => onDone()} disabled={busy}>
            Done, next step
          </Button>
        </div>
      );
    }
    case 'practice':
      return (
        <div className="space-y-4">
          <Paragraphs paragraphs={PACED_BREATHING.paragraphs} />
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to={PAGE_PATHS.practice}>Open the breathing pacer on the Practice page</Link>
            </Button>
            <Button onClick={() => onDone()} disabled={busy}>
              I have tried it, next step
            </Button>
          </div>
        </div>
      );
    case 'worksheet':
      return <WorksheetForm week={week} step={step} busy={busy} onDone={onDone} />;
    case 'check':
      return <WeeklyCheck week={week} busy={busy} onDone={onDone} />;
  }
}

function WorksheetForm({ week, step, busy, onDone }: Props) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const filled = Object.values(answers).some((value) => value.trim().length > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    onDone({ kind: 'worksheet', entryId: newCompletionId(), week, stepId: step.id, answers });
  };
  return (
    <form className="space-y-4" onSubmit={submit}>
      <p>Write a few words in each box. Only you can see them; you can export or delete them on the privacy page.</p>
      {(step.fields ?? []).map((field) => {
        const text = WORKSHEET_FIELDS[field]!;
        return (
          <div key={field} className="space-y-1">
            <label htmlFor={`sheet-${field}`} className="font-semibold">
              {text.label}
            </label>
            <p id={`sheet-${field}-hint`} className="text-sm text-muted-foreground">
              {text.hint}
            </p>
            <textarea
              id={`sheet-${field}`}
              aria-describedby={`sheet-${field}-hint`}
              rows={3}
              maxLength={1000}
              value={answers[field] ?? ''}
              onChange={(event) => setAnswers((current) => ({ ...current, [field]: event.target.value }))}
              className={FIELD}
            />
          </div>
        );
      })}
      <Button type="submit" disabled={busy || !filled}>
        Save worksheet and continue
      </Button>
    </form>
  );
}

function WeeklyCheck({ week, busy, onDone }: Omit<Props, 'step'>) {
  const [problem, setProblem] = useState<number | null>(null);
  const [frequency, setFrequency] = useState('');
  const count = Number(frequency);
  const valid = problem !== null && frequency.trim() !== '' && Number.isInteger(count) && count >= 0 && count <= 500;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onDone({ kind: 'check', entryId: newCompletionId(), week, problemRating: problem!, frequencyPerWeek: count });
  };
  return (
    <form className="space-y-4" onSubmit={submit}>
      <fieldset>
        <legend className="mb-2 font-semibold">{CHECK_TEXT.problem}</legend>
        <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
          {Array.from({ length: 10 }, (_, index) => index + 1).map((value) => (
            <label
              key={value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center gap-1 rounded-md border border-border bg-background',
                'has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              )}
            >
              <input
                type="radio"
                name={`problem-${week}`}
                value={value}
                checked={problem === value}
                onChange={() => setProblem(value)}
                className="h-4 w-4 accent-primary focus-visible:outline-none"
              />
              <span>{value}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={`frequency-${week}`} className="font-semibold">
          {CHECK_TEXT.frequency}
        </label>
        <input
          id={`frequency-${week}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={500}
          step={1}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value)}
          className={cn(FIELD, 'max-w-40')}
        />
      </div>
      <p className="text-sm text-muted-foreground">{CHECK_TEXT.attribution}</p>
      <Button type="submit" disabled={busy || !valid}>
        Save check and continue
      </Button>
    </form>
  );
}
