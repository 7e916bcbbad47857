import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a hub view. When the visitor moves between views it takes focus, so a screen
 * reader announces where they are and keyboard users continue from the top of the new view.
 */
export function ViewHeading({ id, children, autoFocus }: { id: string; children: ReactNode; autoFocus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <h1 id={id} ref={ref} tabIndex={-1} className="font-serif text-3xl font-bold leading-tight focus:outline-none sm:text-4xl">
      {children}
    </h1>
  );
}
