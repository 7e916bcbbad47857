import { useToasts } from '@renewed/web-kit';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { Toaster as ToasterComponent } from './toaster';

/**
 * The toast region, without Radix Toast in the first visit's JavaScript (docs/architecture.md,
 * "Performance"): its code is fetched when the first toast is queued, or when F8 (the shortcut
 * to the notifications) is pressed first, and then the region takes focus as soon as it exists.
 * Toasts queued before it arrives are kept in the page-wide queue and shown when it mounts; Radix
 * announces each toast through its own live region as it appears, so nothing needs to exist
 * earlier. A failed fetch is retried with the next toast or F8. The F8 listener is attached before
 * the first paint (a layout effect), so a press as soon as the page shows is never lost; a
 * passive effect could run a frame later, which a busy machine made visible in a browser test.
 */
export function DeferredToaster() {
  const toasts = useToasts();
  const [Toaster, setToaster] = useState<typeof ToasterComponent | undefined>();
  const [focusOnMount, setFocusOnMount] = useState(false);
  const [wanted, setWanted] = useState(0);

  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      setFocusOnMount(true);
      setWanted((count) => count + 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const needed = wanted > 0 || toasts.length > 0;
  useEffect(() => {
    if (!needed || Toaster) return;
    let active = true;
    import('./toaster')
      .then((module) => active && setToaster(() => module.Toaster))
      .catch((error: unknown) => console.error('The notifications region failed to load', error));
    return () => {
      active = false;
    };
  }, [needed, Toaster, wanted, toasts.length]);

  return Toaster ? <Toaster focusOnMount={focusOnMount} /> : null;
}
