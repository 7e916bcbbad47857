import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Badge } from '@renewed/ui';
import type { RefObject } from 'react';
import { MAIN_LINKS, MORE_LINKS, type NavLink } from '../navigation';
import { MenuLink } from './menu-link';

/**
 * Phone navigation: a side drawer with the main links and 'More Pages'; choosing a link closes it.
 * Its own chunk (Radix Dialog), fetched on the first open by MobileMenu (mobile-menu.tsx); closing
 * returns focus to the menu button.
 */
export function MobileDrawer({
  open,
  setOpen,
  menuButton,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const item = (link: NavLink) => <MenuLink key={link.to} link={link} onClick={() => setOpen(false)} />;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger (the button lives in the first bundle): return focus to it here.
            event.preventDefault();
            menuButton.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto bg-card p-5 shadow-xl"
        >
          <DialogPrimitive.Title className="font-serif text-2xl font-semibold text-primary">Renewed</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">Site navigation</DialogPrimitive.Description>
          <nav aria-label="Main" className="flex flex-col gap-1">
            {MAIN_LINKS.map(item)}
          </nav>
          <div>
            <h2 className="px-3 pb-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground">More Pages</h2>
            <nav aria-label="More pages" className="flex flex-col gap-1">
              {MORE_LINKS.map(item)}
            </nav>
          </div>
          <Badge variant="success" className="self-start">
            100% Free · No Accounts · No Third-Party Trackers
          </Badge>
          <DialogPrimitive.Close className="mt-auto min-h-11 rounded-md border border-border px-3 hover:bg-muted">
            Close menu
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
