import { BINGO_GRID_SIZE } from '@renewed/contracts/bingo-rules';
import type { BingoCellDto } from '@renewed/contracts/bingo';
import { cn } from '@renewed/ui';
import { categoryLook, formatMinutes } from './bingo-looks';
import { Icon } from './icons';

/**
 * One square: a real button. Its accessible name is the activity and whether it is done; where it
 * sits, its category, time and description are its description. A completed square stays
 * focusable but is pressed and disabled for assistive tech, and ignores taps.
 */
export function BingoCell({
  cell,
  completed,
  onComplete,
}: {
  cell: BingoCellDto;
  completed: boolean;
  onComplete: (cell: BingoCellDto) => void;
}) {
  const look = categoryLook(cell.category);
  const time = formatMinutes(cell.estimatedTime);
  const detailsId = `bingo-cell-${cell.id}-details`;
  const row = Math.floor(cell.position / BINGO_GRID_SIZE) + 1;
  const column = (cell.position % BINGO_GRID_SIZE) + 1;
  return (
    <button
      type="button"
      aria-label={`${cell.activity}: ${completed ? 'done' : 'not done yet'}`}
      aria-describedby={detailsId}
      aria-pressed={completed}
      aria-disabled={completed || undefined}
      data-position={cell.position}
      onClick={() => {
        if (!completed) onComplete(cell);
      }}
      className={cn(
        'relative flex h-full min-h-28 w-full flex-col gap-1 rounded-md border p-1 text-left transition-colors sm:min-h-32 sm:gap-1.5 sm:p-2.5 lg:min-h-40 lg:p-3',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        completed
          ? 'cursor-default border-primary bg-primary text-primary-foreground'
          : cn(look.className, 'text-foreground hover:border-primary'),
        cell.isSpecial && 'border-2 border-dashed',
      )}
    >
      <span aria-hidden="true" className="flex items-center justify-between">
        <Icon name={look.icon} className="h-4 w-4 sm:h-5 sm:w-5" />
        <span className="flex items-center gap-0.5">
          {cell.isSpecial ? <Icon name="star" filled className="h-3.5 w-3.5 sm:h-4 sm:w-4" /> : null}
          {completed ? <Icon name="check" className="h-4 w-4 sm:h-5 sm:w-5" /> : null}
        </span>
      </span>
      <span
        aria-hidden="true"
        className="text-[0.78rem] font-medium leading-snug [overflow-wrap:anywhere] [hyphens:auto] sm:text-sm sm:font-semibold lg:text-base"
      >
        {cell.activity}
      </span>
      <span id={detailsId} className="mt-auto">
        <span className="sr-only">
          {`Row ${row}, column ${column}. ${look.label}${time ? `, about ${time}` : ''}.${cell.isSpecial ? ' Special square.' : ''} `}
        </span>
        <span className="sr-only lg:not-sr-only lg:block lg:text-sm lg:leading-snug lg:opacity-80">{cell.description ?? ''}</span>
        {time ? (
          <span aria-hidden="true" className="block text-xs opacity-90 sm:text-sm">
            {time}
          </span>
        ) : null}
      </span>
    </button>
  );
}
