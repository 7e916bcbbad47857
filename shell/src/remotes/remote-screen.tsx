import { ErrorCard, PageSkeleton } from '@renewed/ui';
import { startTransition, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { REMOTES, type RemoteName } from '@renewed/contracts/remotes';
import { useLocation } from 'react-router-dom';
import { FallbackBoundary } from '../layout/fallback-boundary';
import { loadedFirstPaints, loadFirstPaints } from './first-paint-loader';
import { routePath } from './remote-routes';
import { withQueryProvider } from '../with-query-provider';

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

/**
 * Mounts a federated remote; its code is fetched only when its route renders. While it loads: a
 * page-shaped skeleton with a status message. If it cannot be loaded (network,
 * manifest, or a crash while rendering): a friendly card with a retry button; nav, footer and
 * every other screen stay usable.
 */
export function RemoteScreen({ name }: { name: RemoteName }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const path = routePath(useLocation().pathname);
  // The page's fixed opening, painted while the remote loads (first-paint.tsx), when it has one.
  const [firstPaints, setFirstPaints] = useState(loadedFirstPaints);

  useEffect(() => {
    if (!firstPaints) loadFirstPaints().then(setFirstPaints, () => undefined);
  }, [firstPaints]);
  const Opening = firstPaints?.[path];
  const openingShown = useRef(false);
  openingShown.current = state.status === 'loading' && Opening !== undefined;

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    // The federation runtime itself is fetched with the first remote (docs/architecture.md, "Performance").
    // The query provider a remote renders under comes with it, not with the first visit.
    withQueryProvider(import('./load-remote').then(({ loadRemoteApp }) => loadRemoteApp(name)))
      .then((App) => {
        // A transition: the remote's first render is done in slices, not one long task.
        const show = () => active && startTransition(() => setState({ status: 'ready', App }));
        // The page's opening is painted at least once before the remote replaces it (a frame, then
        // the task after it): a remote that arrives within the same frame would otherwise replace
        // it unseen, and the page's first real paint would wait for the remote's code after all.
        if (openingShown.current) requestAnimationFrame(() => setTimeout(show, 0));
        else show();
      })
      .catch((error: unknown) => {
        console.error(`Could not load the ${name} remote`, error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [name, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const failure = (
    <ErrorCard
      title="This section didn't load"
      message={`We couldn't load ${REMOTES[name].friendlyName} just now. Check your connection and try again; the rest of Renewed still works.`}
      onRetry={retry}
      retryLabel="Try again"
    />
  );

  // A page-shaped placeholder while the remote loads; the layout keeps the footer below the fold.
  if (state.status === 'loading') {
    const skeleton = <PageSkeleton label={`Loading ${REMOTES[name].friendlyName}...`} />;
    if (!Opening) return skeleton;
    return (
      <div className="space-y-8">
        <Opening />
        {skeleton}
      </div>
    );
  }
  if (state.status === 'failed') return failure;
  return (
    <FallbackBoundary key={attempt} what={`The ${name} remote`} fallback={failure}>
      <state.App />
    </FallbackBoundary>
  );
}
