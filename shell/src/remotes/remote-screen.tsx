import { ErrorCard, PageSkeleton } from '@renewed/ui';
import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { REMOTES, type RemoteName } from '@renewed/contracts/remotes';
import { EDUCATION_LIBRARY_TITLE, libraryIntro } from '@renewed/content';
import { FallbackBoundary } from '../layout/fallback-boundary';
import { withQueryProvider } from '../with-query-provider';

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

/**
 * A remote screen's static heading and introduction, painted by the shell while the remote's code
 * loads (the page's largest text is then on screen before any remote code runs). The remote
 * renders the same words from the same constant once it mounts, in place of these.
 */
const REMOTE_HEADERS: Partial<Record<RemoteName, { title: string; intro: string }>> = {
  // No count yet: the remote adds the number of modules the API served when it mounts.
  education: { title: EDUCATION_LIBRARY_TITLE, intro: libraryIntro(0) },
};

/**
 * Mounts a federated remote; its code is fetched only when its route renders. While it loads: a
 * page-shaped skeleton with a status message. If it cannot be loaded (network,
 * manifest, or a crash while rendering): a friendly card with a retry button; nav, footer and
 * every other screen stay usable.
 */
export function RemoteScreen({ name }: { name: RemoteName }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    // The federation runtime itself is fetched with the first remote (docs/architecture.md, "Performance").
    // The query provider a remote renders under comes with it, not with the first visit.
    withQueryProvider(import('./load-remote').then(({ loadRemoteApp }) => loadRemoteApp(name)))
      .then((App) => {
        // A transition: the remote's first render is done in slices, not one long task.
        if (active) startTransition(() => setState({ status: 'ready', App }));
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
    const header = REMOTE_HEADERS[name];
    if (!header) return skeleton;
    return (
      <div className="space-y-8">
        <header className="space-y-4">
          <h1 className="font-serif text-4xl font-bold">{header.title}</h1>
          <p className="max-w-3xl text-lg text-muted-foreground">{header.intro}</p>
        </header>
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
