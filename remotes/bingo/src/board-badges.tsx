import type { BingoBoardDto } from '@renewed/contracts/bingo';
import { Badge, cn } from '@renewed/ui';
import { difficultyLook, themeLook } from './bingo-looks';
import { Icon } from './icons';

const BADGE_BASE = 'inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-sm font-medium';

/** Difficulty badge: gentle green, moderate amber, challenging rose, anything else grey. */
export function DifficultyBadge({ difficulty }: { difficulty: BingoBoardDto['difficulty'] | undefined }) {
  const look = difficultyLook(difficulty);
  return (
    <span className={cn(BADGE_BASE, look.className)}>
      <span className="sr-only">Difficulty: </span>
      {look.label}
    </span>
  );
}

export function ThemeBadge({ theme }: { theme: string }) {
  const look = themeLook(theme);
  return (
    <Badge variant="outline">
      <Icon name={look.icon} className="h-4 w-4" />
      <span className="sr-only">Theme: </span>
      {look.label}
    </Badge>
  );
}
