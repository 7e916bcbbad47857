import { cn } from '@renewed/ui';

/** A toggle chip: a real button with aria-pressed. */
export function ChoiceChip({ label, pressed, onToggle }: { label: string; pressed: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        'min-h-11 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background hover:bg-muted',
      )}
    >
      {label}
    </button>
  );
}

/** Adds the value when absent, removes it when present. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
