import { LIPEDEMA_CATEGORIES } from '@renewed/contracts/assessments/lipedema';
import { Badge, Button, Card, CardContent, Progress, cn } from '@renewed/ui';
import { getSessionId } from '@renewed/web-kit';
import type { Dispatch } from 'react';
import { BackToAssessments } from '../common/actions';
import { ViewHeading } from '../common/view-heading';
import { useSaveLipedemaAssessment } from '../saves/use-assessment-saves';
import { CATEGORY_HINTS, CATEGORY_NAMES } from './lipedema-content';
import {
  canComplete,
  groupSymptoms,
  lipedemaResult,
  lipedemaSubmission,
  SYMPTOM_COUNT,
  type LipedemaAction,
  type LipedemaState,
} from './lipedema-flow';
import { LipedemaResults } from './lipedema-results';

type Props = {
  state: LipedemaState;
  dispatch: Dispatch<LipedemaAction>;
  onBack: () => void;
  onCompleted: () => void;
  autoFocus: boolean;
};

/** The lipedema recognition questionnaire: one page of 15 checkable features in three groups. */
export function LipedemaAssessment({ state, dispatch, onBack, onCompleted, autoFocus }: Props) {
  const save = useSaveLipedemaAssessment();

  if (state.finished && state.result) {
    return <LipedemaResults result={state.result} onBack={onBack} onAgain={() => dispatch({ type: 'again' })} autoFocus />;
  }

  const selectedCount = state.selected.length;
  const complete = () => {
    if (!canComplete(state)) return;
    const now = new Date().toISOString();
    // Results show at once; the save runs in the background and never blocks them.
    save.mutate(lipedemaSubmission(getSessionId(), lipedemaResult(state.selected, now)));
    onCompleted();
    dispatch({ type: 'complete', now });
  };

  return (
    <section aria-labelledby="lipedema-title" className="mx-auto max-w-4xl space-y-6">
      <BackToAssessments onBack={onBack} />
      <ViewHeading id="lipedema-title" autoFocus={autoFocus}>
        Lipedema Recognition Assessment
      </ViewHeading>
      <div role="note" className="rounded-lg border border-border bg-accent p-4 text-accent-foreground">
        <p className="font-semibold">Educational only</p>
        <p>
          This questionnaire cannot diagnose lipedema or any other condition. It helps you recognise features that are commonly
          described in lipedema, so you can decide whether to talk to a healthcare provider. Only a clinician who examines you can
          make a diagnosis.
        </p>
      </div>
      <p className="text-lg">Tick every statement that describes you. Leave the rest unticked.</p>

      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-4">
          <p className="font-medium">
            {selectedCount} of {SYMPTOM_COUNT} selected
          </p>
        </div>
        <Progress
          value={(selectedCount / SYMPTOM_COUNT) * 100}
          label={`${selectedCount} of ${SYMPTOM_COUNT} symptoms selected`}
        />
      </div>

      <form
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          complete();
        }}
      >
        {LIPEDEMA_CATEGORIES.map((category) => {
          const group = groupSymptoms(category, state.selected);
          return (
            <Card key={category}>
              <CardContent className="pt-5">
                <fieldset aria-describedby={`lipedema-${category}-hint`}>
                  <legend className="flex w-full flex-wrap items-center justify-between gap-2">
                    <span className="font-serif text-2xl font-semibold">{CATEGORY_NAMES[category]}</span>
                    <Badge variant={group.selectedCount > 0 ? 'default' : 'outline'}>{group.selectedCount} selected</Badge>
                  </legend>
                  <p id={`lipedema-${category}-hint`} className="mb-4 text-muted-foreground">
                    {CATEGORY_HINTS[category]}
                  </p>
                  <div className="grid gap-2">
                    {group.symptoms.map((symptom) => (
                      <label
                        key={symptom.id}
                        className={cn(
                          'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-background px-4 py-3',
                          'hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground',
                          'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                        )}
                      >
                        <input
                          type="checkbox"
                          name="lipedema-symptoms"
                          value={symptom.id}
                          checked={state.selected.includes(symptom.id)}
                          onChange={() => dispatch({ type: 'toggle', symptomId: symptom.id })}
                          className="h-5 w-5 shrink-0 accent-primary focus-visible:outline-none"
                        />
                        <span>{symptom.label}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              </CardContent>
            </Card>
          );
        })}
        <div className="flex flex-wrap items-center justify-end gap-3">
          {canComplete(state) ? null : (
            <p id="lipedema-hint" className="text-muted-foreground">
              Choose at least one statement to see your results.
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            disabled={!canComplete(state)}
            aria-describedby={canComplete(state) ? undefined : 'lipedema-hint'}
          >
            Complete Assessment
          </Button>
        </div>
      </form>
    </section>
  );
}
