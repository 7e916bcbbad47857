import { MRS_INSTRUCTION, MRS_ITEMS, MRS_RATINGS, type MrsItemId, type MrsRating } from '@renewed/contracts/assessments/mrs';
import { Button, cn, Progress } from '@renewed/ui';
import { answeredCount, completeAnswers, type MrsDraft } from './mrs-flow';

const OPTION = cn(
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border bg-background px-3 py-2',
  'hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground',
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
);

/** The 11 MRS items on one page, each a native radio group (arrow keys move within an item). */
export function MrsForm({
  draft,
  onRate,
  onSubmit,
  onCancel,
}: {
  draft: MrsDraft;
  onRate: (id: MrsItemId, rating: MrsRating) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const answered = answeredCount(draft);
  const ready = completeAnswers(draft) !== null;
  return (
    <form
      className="space-y-5"
      aria-labelledby="mrs-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSubmit();
      }}
    >
      <h2 id="mrs-form-title" tabIndex={-1} className="font-serif text-2xl font-semibold focus:outline-none">
        The questionnaire
      </h2>
      <p className="text-lg">{MRS_INSTRUCTION}</p>
      <div className="space-y-1">
        <p className="font-medium">{answered} of 11 answered</p>
        <Progress value={(answered / 11) * 100} label={`${answered} of 11 answered`} />
      </div>
      <ol className="space-y-4">
        {MRS_ITEMS.map((item) => (
          <li key={item.id}>
            <fieldset className="rounded-lg border border-border p-4" aria-describedby={`mrs-${item.id}-detail`}>
              <legend className="px-1 font-semibold">
                {item.number}. {item.name}
              </legend>
              <p id={`mrs-${item.id}-detail`} className="mb-3 text-muted-foreground">
                ({item.detail})
              </p>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-5">
                {MRS_RATINGS.map((label, rating) => (
                  <label key={label} className={OPTION}>
                    <input
                      type="radio"
                      name={item.id}
                      value={rating}
                      checked={draft[item.id] === rating}
                      onChange={() => onRate(item.id, rating as MrsRating)}
                      className="h-5 w-5 shrink-0 accent-primary focus-visible:outline-none"
                    />
                    <span>
                      {label} <span className="text-muted-foreground">({rating})</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!ready}>
          See my scores
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {ready ? null : (
        <p className="text-muted-foreground">Answer all 11 to see your scores. Choose “none” for a symptom you do not have.</p>
      )}
    </form>
  );
}
