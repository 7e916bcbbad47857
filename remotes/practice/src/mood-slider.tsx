import { clampMood, MOOD_LABELS, MOOD_MAX, MOOD_MIN, MOOD_STEP, moodLabel, moodValueText } from './mood';

type MoodSliderProps = { id: string; label: string; value: number; onChange(value: number): void };

/** The 1-5 mood scale as a native range input: arrow keys, Home/End, touch and screen readers for free. */
export function MoodSlider({ id, label, value, onChange }: MoodSliderProps) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <span aria-hidden="true" className="font-semibold text-primary">
          {moodLabel(value)}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={MOOD_MIN}
        max={MOOD_MAX}
        step={MOOD_STEP}
        value={value}
        aria-valuetext={moodValueText(value)}
        onChange={(event) => onChange(clampMood(Number(event.target.value)))}
        className="h-11 w-full cursor-pointer accent-primary"
      />
      <div aria-hidden="true" className="flex justify-between text-muted-foreground">
        <span>{MOOD_LABELS[0]}</span>
        <span>{MOOD_LABELS[MOOD_LABELS.length - 1]}</span>
      </div>
    </div>
  );
}
