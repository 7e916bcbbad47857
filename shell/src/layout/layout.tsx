import { Outlet, useLocation } from 'react-router-dom';
import { Suspense, useEffect } from 'react';
import { ErrorCard, PageSkeleton } from '@renewed/ui';
import { showsFloatingDonation } from '@renewed/contracts/donation-pages';
import { FallbackBoundary } from './fallback-boundary';
import { FloatingDonation } from './floating-donation';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { OfflineStatusSlot } from '../offline/offline-status-slot';

const SCREEN_FAILED = (
  <ErrorCard
    title="This page didn't load"
    message="We couldn't load this page just now. Check your connection and try again; the rest of Renewed still works."
    onRetry={() => window.location.reload()}
    retryLabel="Try again"
  />
);

export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar />
      <OfflineStatusSlot />
      {/* At least a screen tall (less the 4rem nav bar): the footer starts below the fold, so it
          never jumps when a screen or remote arrives (docs/architecture.md, "Performance"). */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-[calc(100vh-4rem)] w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none"
      >
        {/* A screen whose code could not be fetched (offline, or a new deploy replaced the file). */}
        <FallbackBoundary key={pathname} what="A screen" fallback={SCREEN_FAILED}>
          <Suspense fallback={<PageSkeleton label="Loading this page..." />}>
            <Outlet />
          </Suspense>
        </FallbackBoundary>
      </main>
      <Footer />
      {/* On the landing page and the dashboard only; the donate remote comes on the first press. */}
      {showsFloatingDonation(pathname) ? <FloatingDonation /> : null}
    </div>
  );
}
