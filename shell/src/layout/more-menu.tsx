import { cn } from '@renewed/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isActivePath, MORE_LINKS } from '../navigation';
import { FallbackBoundary } from './fallback-boundary';
import { MenuLink } from './menu-link';

const PartnerLinks = lazy(() => import('./partner-links').then((module) => ({ default: module.PartnerLinks })));

/** the More menu closes 300 ms after the pointer leaves. */
export const MORE_MENU_CLOSE_DELAY_MS = 300;

/**
 * Desktop "More" dropdown: opens on hover, on click and from the keyboard (Enter, Space,
 * ArrowDown); closes 300 ms after the pointer leaves, on Escape, or when focus leaves it.
 */
export function MoreMenu() {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  // The partner links are fetched when the menu first opens, then kept.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const active = MORE_LINKS.some((link) => isActivePath(link.to, pathname));

  // Opened by the pointer passing over it: a click that follows keeps it open instead of closing it.
  const openedByHover = useRef(false);
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeLater = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), MORE_MENU_CLOSE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const focusItem = (index: number) => {
    const items = container.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]');
    items?.[Math.max(0, Math.min(index, items.length - 1))]?.focus();
  };

  return (
    <div
      ref={container}
      className="relative"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        openNow();
      }}
      onMouseLeave={closeLater}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (open && !openedByHover.current) setOpen(false);
          else openNow();
          openedByHover.current = false;
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            openNow();
            requestAnimationFrame(() => focusItem(0));
          }
        }}
        className={cn(
          'inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium hover:bg-muted',
          active ? 'text-primary' : 'text-foreground',
        )}
      >
        More <span aria-hidden="true">▾</span>
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label="More pages"
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1 w-64 rounded-lg border border-border bg-card p-2 shadow-xl"
        onKeyDown={(event) => {
          const items = [...(container.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? [])];
          const index = items.indexOf(document.activeElement as HTMLAnchorElement);
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            focusItem(index + 1);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            focusItem(index - 1);
          }
        }}
      >
        {MORE_LINKS.map((link) => (
          <MenuLink key={link.to} link={link} role="menuitem" />
        ))}
        {opened ? (
          // A chunk that cannot be fetched (offline) costs the partner links, never the page.
          <FallbackBoundary what="The partner links" fallback={null}>
            <Suspense fallback={null}>
              <PartnerLinks />
            </Suspense>
          </FallbackBoundary>
        ) : null}
      </div>
    </div>
  );
}
