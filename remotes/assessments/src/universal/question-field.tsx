import type {
  CheckboxQuestion,
  RadioQuestion,
  ScaleQuestion,
  UniversalQuestion,
} from '@renewed/contracts/assessments/universal-questions';
import type { UniversalAnswer } from '@renewed/contracts/assessments/universal-scoring';
import { cn } from '@renewed/ui';
import { forwardRef, useId, type Ref } from 'react';
import { hasOwnNoneOption, isNoneChosen, toggleCheckbox, toggleNone } from './universal-flow';

type FieldProps<Q extends UniversalQuestion> = {
  question: Q;
  answer: UniversalAnswer | undefined;
  onAnswer: (answer: UniversalAnswer | undefined) => void;
};

/** One option row: the whole row is the label, at least 44px tall, with the focus ring on the row. */
const OPTION_ROW = cn(
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-background px-4 py-3 text-base',
  'hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground',
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
);
const NATIVE_INPUT = 'h-5 w-5 shrink-0 accent-primary focus-visible:outline-none';

/**
 * The prompt of the current question, as the legend of its group: the question view moves focus
 * here on each step so a screen reader announces the new question.
 */
const Prompt = forwardRef<HTMLHeadingElement, { id: string; text: string }>(function Prompt({ id, text }, ref) {
  return (
    <legend className="mb-4">
      <h2 id={id} ref={ref} tabIndex={-1} className="font-serif text-2xl font-semibold leading-snug focus:outline-none">
        {text}
      </h2>
    </legend>
  );
});

type QuestionFieldProps = FieldProps<UniversalQuestion> & { promptRef: Ref<HTMLHeadingElement> };

/** The answer control for a question: native radios, checkboxes, or a 1-10 radio scale. */
export function QuestionField({ question, answer, onAnswer, promptRef }: QuestionFieldProps) {
  switch (question.type) {
    case 'radio':
      return <RadioField question={question} answer={answer} onAnswer={onAnswer} promptRef={promptRef} />;
    case 'checkbox':
      return <CheckboxField question={question} answer={answer} onAnswer={onAnswer} promptRef={promptRef} />;
    case 'scale':
      return <ScaleField question={question} answer={answer} onAnswer={onAnswer} promptRef={promptRef} />;
  }
}

function RadioField({
  question,
  answer,
  onAnswer,
  promptRef,
}: FieldProps<RadioQuestion> & { promptRef: Ref<HTMLHeadingElement> }) {
  const id = useId();
  return (
    <fieldset role="radiogroup" aria-labelledby={`${id}-prompt`} aria-describedby={question.help ? `${id}-help` : undefined}>
      <Prompt id={`${id}-prompt`} text={question.prompt} ref={promptRef} />
      {question.help ? (
        <p id={`${id}-help`} className="-mt-2 mb-4 text-muted-foreground">
          {question.help}
        </p>
      ) : null}
      <div className="grid gap-2">
        {question.options.map((option) => (
          <label key={option.value} className={OPTION_ROW}>
            <input
              type="radio"
              name={question.id}
              value={option.value}
              checked={answer === option.value}
              onChange={() => onAnswer(option.value)}
              className={NATIVE_INPUT}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CheckboxField({
  question,
  answer,
  onAnswer,
  promptRef,
}: FieldProps<CheckboxQuestion> & { promptRef: Ref<HTMLHeadingElement> }) {
  const id = useId();
  const chosen = Array.isArray(answer) ? answer : [];
  const ownNone = hasOwnNoneOption(question);
  return (
    <fieldset aria-labelledby={`${id}-prompt`} aria-describedby={`${id}-help`}>
      <Prompt id={`${id}-prompt`} text={question.prompt} ref={promptRef} />
      <p id={`${id}-help`} className="-mt-2 mb-4 text-muted-foreground">
        {question.help ?? 'Choose all that apply.'}
        {ownNone ? '' : " If none do, tick 'None of these'."}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {question.options.map((option) => (
          <label key={option.value} className={OPTION_ROW}>
            <input
              type="checkbox"
              name={question.id}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={() => onAnswer(toggleCheckbox(question, answer, option.value))}
              className={NATIVE_INPUT}
            />
            <span>{option.label}</span>
          </label>
        ))}
        {ownNone ? null : (
          <label className={cn(OPTION_ROW, 'sm:col-span-2')}>
            <input
              type="checkbox"
              checked={isNoneChosen(answer)}
              onChange={() => onAnswer(toggleNone(answer))}
              className={NATIVE_INPUT}
            />
            <span>None of these</span>
          </label>
        )}
      </div>
    </fieldset>
  );
}

function ScaleField({
  question,
  answer,
  onAnswer,
  promptRef,
}: FieldProps<ScaleQuestion> & { promptRef: Ref<HTMLHeadingElement> }) {
  const id = useId();
  const values = Array.from({ length: question.max - question.min + 1 }, (_, offset) => question.min + offset);
  return (
    <fieldset role="radiogroup" aria-labelledby={`${id}-prompt`} aria-describedby={`${id}-ends`}>
      <Prompt id={`${id}-prompt`} text={question.prompt} ref={promptRef} />
      <p id={`${id}-ends`} className="sr-only">
        {`From ${question.min}, ${question.minLabel}, to ${question.max}, ${question.maxLabel}.`}
      </p>
      <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {values.map((value) => (
          <label key={value} className="relative cursor-pointer">
            <input
              type="radio"
              name={question.id}
              value={value}
              checked={answer === value}
              onChange={() => onAnswer(value)}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
              aria-label={
                value === question.min
                  ? `${value}: ${question.minLabel}`
                  : value === question.max
                    ? `${value}: ${question.maxLabel}`
                    : String(value)
              }
            />
            <span
              aria-hidden="true"
              className={cn(
                'flex min-h-11 items-center justify-center rounded-md border border-border bg-background text-lg font-semibold',
                'peer-hover:border-primary peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
              )}
            >
              {value}
            </span>
          </label>
        ))}
      </div>
      <div className="mt-3 flex justify-between gap-4 text-muted-foreground" aria-hidden="true">
        <span>
          {question.min}: {question.minLabel}
        </span>
        <span className="text-right">
          {question.max}: {question.maxLabel}
        </span>
      </div>
    </fieldset>
  );
}
