import { useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@renewed/contracts/remotes';
import { afterIdle } from '@renewed/web-kit';
import { FallbackBoundary } from '../layout/fallback-boundary';

/**
 * A small piece of a remote placed inside a shell screen (e.g. the floating donation button).
 * Unlike a remote screen it degrades silently: while loading, or if the remote is down, nothing
 * is shown and the page works as before. `whenIdle`: fetched only once the page is idle, so a
 * first visit paints without it (docs/architecture.md, "Performance").
 */
export function RemoteWidget({ name, exposed, whenIdle = false }: { name: RemoteName; exposed: string; whenIdle?: boolean }) {
  const [Widget, setWidget] = useState<ComponentType | undefined>();
  useEffect(() => {
    let active = true;
    const load = () => {
      if (!active) return;
      import('./load-remote')
        .then(({ loadRemoteApp }) => loadRemoteApp(name, exposed))
        .then((loaded) => active && setWidget(() => loaded))
        .catch((error: unknown) => console.warn(`The ${name} remote's ${exposed} is not available`, error));
    };
    let cancel = () => undefined as void;
    if (whenIdle) cancel = afterIdle(load);
    else load();
    return () => {
      active = false;
      cancel();
    };
  }, [name, exposed, whenIdle]);
  if (!Widget) return null;
  return (
    // Renders nothing when the widget crashes: a widget is never worth breaking the page for.
    <FallbackBoundary what={`The ${name} remote's ${exposed}`} fallback={null}>
      <Widget />
    </FallbackBoundary>
  );
}
