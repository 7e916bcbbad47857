import { cn } from '@renewed/ui';
import type { ComponentPropsWithoutRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isActivePath, type NavLink } from '../navigation';

/**
 * One row of the More menu or the phone drawer: at least 44 px tall, and marked as the current
 * page (`aria-current`, highlighted) when it is active.
 */
export function MenuLink({
  link,
  ...props
}: { link: NavLink } & Omit<ComponentPropsWithoutRef<typeof Link>, 'to' | 'className' | 'children'>) {
  const { pathname } = useLocation();
  const active = isActivePath(link.to, pathname);
  return (
    <Link
      {...props}
      to={link.to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'block min-h-11 rounded-md px-3 py-2.5 hover:bg-muted',
        active && 'bg-secondary font-semibold text-secondary-foreground',
      )}
    >
      {link.label}
    </Link>
  );
}
