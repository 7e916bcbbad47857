import type { HTMLAttributes } from 'react';
import { cn } from '../cn';

/** A loading shape; hidden from assistive tech (pair it with a visible or sr-only status). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/** An accessible loading message: announced politely, shown as text. */
export function LoadingMessage({ children = 'Loading...', className }: { children?: string; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={cn('py-8 text-center text-muted-foreground', className)}>
      {children}
    </p>
  );
}
