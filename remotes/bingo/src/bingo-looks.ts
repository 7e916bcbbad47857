import { boardDifficulty } from '@renewed/contracts/bingo-rules';
import type { IconName } from './icons';

/**
 * How boards and cells look (spec "Bingo"): a theme icon per theme, a difficulty badge colour per
 * difficulty and a look per cell category, each with a default for values the product does not
 * name. Colours are design tokens only, so light and dark both work.
 */

export type ThemeLook = { icon: IconName; label: string };

const THEME_LOOKS: Record<string, ThemeLook> = {
  daily: { icon: 'sun', label: 'Daily' },
  weekly: { icon: 'calendar', label: 'Weekly' },
  monthly: { icon: 'moon', label: 'Monthly' },
  seasonal: { icon: 'leaf', label: 'Seasonal' },
};

export function themeLook(theme: string): ThemeLook {
  return THEME_LOOKS[theme] ?? { icon: 'sparkles', label: capitalise(theme || 'Self-care') };
}

export type DifficultyLook = { label: string; className: string };

/** gentle green, moderate amber, challenging rose, anything else grey; a missing difficulty is gentle. */
const DIFFICULTY_CLASSES: Record<string, string> = {
  gentle: 'bg-success text-success-foreground',
  moderate: 'bg-warning text-warning-foreground',
  challenging: 'bg-destructive text-destructive-foreground',
};
const OTHER_DIFFICULTY_CLASS = 'bg-muted text-muted-foreground';

export function difficultyLook(difficulty: string | undefined | null): DifficultyLook {
  const shown = boardDifficulty(difficulty);
  return { label: capitalise(shown), className: DIFFICULTY_CLASSES[shown] ?? OTHER_DIFFICULTY_CLASS };
}

export type CategoryLook = { icon: IconName; label: string; className: string };

const CATEGORY_LOOKS: Record<string, CategoryLook> = {
  movement: { icon: 'activity', label: 'Movement', className: 'border-success/60 bg-success/10' },
  mindfulness: { icon: 'wind', label: 'Mindfulness', className: 'border-primary/50 bg-secondary' },
  nourishment: { icon: 'apple', label: 'Nourishment', className: 'border-warning/60 bg-warning/10' },
  connection: { icon: 'heart', label: 'Connection', className: 'border-destructive/50 bg-destructive/10' },
  creativity: { icon: 'pencil', label: 'Creativity', className: 'border-accent-foreground/40 bg-accent' },
};

export function categoryLook(category: string): CategoryLook {
  return (
    CATEGORY_LOOKS[category] ?? {
      icon: 'sparkles',
      label: capitalise(category || 'Self-care'),
      className: 'border-border bg-card',
    }
  );
}

/** `5 min`, `1 hr`, `1 hr 30 min`; empty when unknown. */
export function formatMinutes(minutes: number | undefined): string {
  if (!minutes || minutes <= 0) return '';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
