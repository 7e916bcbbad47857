import { cn } from '@renewed/ui';
import { categoryInfo, COLOUR_CLASSES } from './category-style';

/** A category's icon and name in its colour token. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const info = categoryInfo(category);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-sm font-medium',
        COLOUR_CLASSES[info.colour],
        className,
      )}
    >
      <span aria-hidden="true">{info.icon}</span>
      {info.name}
    </span>
  );
}
