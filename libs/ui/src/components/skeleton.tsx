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

/**
 * What a screen looks like while its code or remote arrives: a page title, a line of text and a
 * grid of cards, with a polite status message. The layout keeps the main region at least a
 * screen tall, so the footer never jumps into view when the content lands.
 */
export function PageSkeleton({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="space-y-6" data-testid="page-skeleton">
      <p role="status" aria-live="polite" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-full max-w-2xl" />
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} className="h-40 w-full" />
        ))}
      </div>
    </div>
  );
}
