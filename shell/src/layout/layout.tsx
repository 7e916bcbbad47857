import { Outlet, useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { showsFloatingDonation } from '@renewed/contracts/donation-pages';
import { RemoteWidget } from '../remotes/remote-widget';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      {/* The donate remote's floating button, on the landing page and the dashboard only. */}
      {showsFloatingDonation(pathname) ? <RemoteWidget name="donate" exposed="./FloatingDonation" /> : null}
    </div>
  );
}
