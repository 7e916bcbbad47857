import { Button, Card, CardContent, Progress } from '@renewed/ui';
import { getSessionId } from '@renewed/web-kit';
import { useEffect, useRef, type Dispatch } from 'react';
import { BackToAssessments } from '../common/actions';
import { ViewHeading } from '../common/view-heading';
import { useSaveUniversalAssessment } from '../saves/use-assessment-saves';
import { QuestionField } from './question-field';
import { UniversalResults } from './universal-results';
import {
  canAdvance,
  currentQuestion,
  isLastQuestion,
  progressPercent,
  QUESTION_COUNT,
  universalResult,
  universalSubmission,
  type UniversalAction,
  type UniversalState,
} from './universal-flow';

type Props = {
  state: UniversalState;
  dispatch: Dispatch<UniversalAction>;
  onBack: () => void;
  onCompleted: () => void;
  autoFocus: boolean;
};

/** The universal assessment: 12 questions one at a time, then the results at once. */
export function UniversalAssessment({ state, dispatch, onBack, onCompleted, autoFocus }: Props) {
  const save = useSaveUniversalAssessment();
  const promptRef = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(state.index);

  // Each new question takes focus (not on arrival: the view heading has it then).
  useEffect(() => {
    if (shownIndex.current === state.index) return;
    shownIndex.current = state.index;
    promptRef.current?.focus();
  }, [state.index]);

  if (state.finished && state.result) {
    return <UniversalResults result={state.result} onBack={onBack} onRetake={() => dispatch({ type: 'retake' })} autoFocus />;
  }

  const question = currentQuestion(state);
  const answered = canAdvance(state);
  const last = isLastQuestion(state);

  const next = () => {
    if (!answered) return;
    const now = new Date().toISOString();
    if (last) {
      // Results show at once; the save runs in the background and never blocks them.
      save.mutate(universalSubmission(getSessionId(), universalResult(state.answers, now)));
      onCompleted();
    }
    dispatch({ type: 'next', now });
  };

  return (
    <section aria-labelledby="universal-title" className="mx-auto max-w-3xl space-y-6">
      <BackToAssessments onBack={onBack} />
      <ViewHeading id="universal-title" autoFocus={autoFocus}>
        Universal Health Assessment
      </ViewHeading>
      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-4">
          <p className="font-medium">
            Question {state.index + 1} of {QUESTION_COUNT}
          </p>
          <p className="text-muted-foreground">{progressPercent(state)}% complete</p>
        </div>
        <Progress value={progressPercent(state)} label={`Question ${state.index + 1} of ${QUESTION_COUNT}`} />
      </div>

      <Card>
        <CardContent className="pt-5">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              next();
            }}
          >
            <QuestionField
              key={question.id}
              question={question}
              answer={state.answers[question.id]}
              onAnswer={(answer) => dispatch({ type: 'answer', questionId: question.id, answer })}
              promptRef={promptRef}
            />
            <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
              <Button type="button" variant="outline" disabled={state.index === 0} onClick={() => dispatch({ type: 'previous' })}>
                Previous
              </Button>
              {answered ? null : (
                <p id="answer-hint" className="text-muted-foreground">
                  Choose an answer to continue.
                </p>
              )}
              <Button type="submit" disabled={!answered} aria-describedby={answered ? undefined : 'answer-hint'}>
                {last ? 'Complete Assessment' : 'Next'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
