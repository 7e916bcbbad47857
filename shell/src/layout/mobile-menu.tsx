import { toast } from '@renewed/web-kit';
import { useRef, useState } from 'react';
import type { MobileDrawer as MobileDrawerComponent } from './mobile-drawer';

/**
 * The phone menu button. The drawer (Radix Dialog, about 10 KB compressed) is not part of the
 * first visit: its code is fetched when the button is first pressed (docs/architecture.md,
 * "Performance"). If that fetch fails, a toast says so and the next press tries again.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [Drawer, setDrawer] = useState<typeof MobileDrawerComponent | undefined>();
  const button = useRef<HTMLButtonElement>(null);
  const openMenu = () => {
    setOpen(true);
    if (Drawer) return;
    import('./mobile-drawer')
      .then((module) => setDrawer(() => module.MobileDrawer))
      .catch((error: unknown) => {
        console.error('The menu failed to load', error);
        setOpen(false);
        toast({ title: "The menu didn't load", description: 'Check your connection and try again.', variant: 'destructive' });
      });
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-muted lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openMenu}
      >
        <span aria-hidden="true" className="text-2xl leading-none">
          ☰
        </span>
      </button>
      {Drawer ? <Drawer open={open} setOpen={setOpen} menuButton={button} /> : null}
    </>
  );
}
