import { OUTBOX_SUMMARY_KEY } from '@renewed/web-kit/offline-keys';
import { loadFirstPaints } from './remotes/first-paint-loader';
import { loadManifest } from './remotes/remote-manifest';
import { remoteForPath } from './remotes/remote-routes';

// A first visit straight to a remote's route starts fetching that remote (manifest, federation
// runtime, remote entry) now, alongside the shell's own code, instead of after the shell has
// rendered (docs/architecture.md, "Performance"). Failures are left to the route's RemoteScreen,
// which loads again and shows the retry card.
const remote = remoteForPath(window.location.pathname);
if (remote) {
  void loadManifest().catch(() => undefined);
  void import('./remotes/load-remote').then(({ loadRemoteApp }) => loadRemoteApp(remote)).catch(() => undefined);
  // Every remote screen renders under the query provider: fetch React Query alongside.
  void import('@renewed/web-kit/query-client').catch(() => undefined);
  // The page's fixed opening, which the shell paints while the remote loads.
  void loadFirstPaints().catch(() => undefined);
}

// A first visit straight to one of the shell's own lazy screens fetches that screen's files (the
// build lists them per route in index.html, see preloadFirstRender in vite.config.ts) now,
// alongside the shell's own code, instead of after the shell has rendered.
try {
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const files: unknown = JSON.parse(document.getElementById('route-preloads')?.textContent ?? '{}')[path];
  for (const file of Array.isArray(files) ? files : []) {
    const link = Object.assign(document.createElement('link'), { href: `/${String(file)}`, crossOrigin: '' });
    if (link.href.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
    else link.rel = 'modulepreload';
    document.head.append(link);
  }
} catch {
  // no list (a development server): the route loads its screen as it renders
}

// The async boundary federation needs: shared modules are negotiated before the app loads.
void import('./bootstrap');

/** How long after `load` a first visit waits before installing the service worker (see below). */
const FIRST_INSTALL_DELAY_MS = 5_000;

// Offline support (docs/offline.md), once the page has loaded, so it never delays the first paint:
// the service worker is registered, and the code for waiting writes and updates loads only when
// writes wait on this device or a worker already controls the page.
if (import.meta.env.PROD) {
  const startOffline = () => {
    const worker = navigator.serviceWorker;
    const registration = worker?.register('/sw.js').catch(() => undefined);
    let waiting = false;
    try {
      waiting = localStorage.getItem(OUTBOX_SUMMARY_KEY) !== null;
    } catch {
      // storage blocked: nothing can wait
    }
    if (waiting || worker?.controller)
      void import('./offline/register')
        .then(({ startOffline }) => startOffline(Promise.resolve(registration)))
        .catch(() => undefined);
  };
  // A first install downloads every file of the app for offline use. Started while the page is
  // still rendering (a remote arrives after `load`), it competes with the page for the phone's CPU
  // and network: Lighthouse measured /education at 75-89 with it and 95-97 without. So a page no
  // worker controls yet registers it once the page has settled, a few seconds after `load` at an
  // idle moment; a page a worker already controls (nothing to download) starts at `load`.
  const settled = () =>
    setTimeout(() => (window.requestIdleCallback ?? ((run: () => void) => run()))(startOffline), FIRST_INSTALL_DELAY_MS);
  const start = navigator.serviceWorker?.controller ? startOffline : settled;
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start);
}
