import { cn } from '@renewed/ui';
import { Link, useLocation } from 'react-router-dom';
import { isActivePath, MAIN_LINKS } from '../navigation';
import { MobileMenu } from './mobile-menu';
import { MoreMenu } from './more-menu';
import { ThemeToggle } from './theme-toggle';

export function NavBar() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded-md focus:bg-card focus:p-3"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <MobileMenu />
        <Link to="/" className="mr-4 font-serif text-2xl font-bold text-primary">
          Renewed
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
          {MAIN_LINKS.map((link) => {
            const active = isActivePath(link.to, pathname);
            return (
              <Link
                key={link.to}
                to={link.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-muted',
                  active ? 'bg-secondary text-secondary-foreground' : 'text-foreground',
                )}
              >
                {link.label}
              </Link>
            );
          })}
          <MoreMenu />
        </nav>
        <div className="ml-auto">
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
