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
}

// The async boundary federation needs: shared modules are negotiated before the app loads.
void import('./bootstrap');

// Offline support (docs/offline.md): loaded once the page has loaded, so it never delays the first paint.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void import('./offline/register').then(({ startOffline }) => startOffline()).catch(() => undefined);
  });
}
