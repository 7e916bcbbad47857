import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cn } from '../cn';

/** A labelled progress bar (value 0-100). */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      aria-label={label}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <ProgressPrimitive.Indicator className="h-full bg-primary transition-[width]" style={{ width: `${clamped}%` }} />
    </ProgressPrimitive.Root>
  );
}
