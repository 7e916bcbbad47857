import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@renewed/contracts/remotes';
import { loadRemoteApp } from './load-remote';

/** Renders nothing when the widget crashes: a widget is never worth breaking the page for. */
class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A remote widget failed while rendering', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A small piece of a remote placed inside a shell screen (e.g. the floating donation button).
 * Unlike a remote screen it degrades silently: while loading, or if the remote is down, nothing
 * is shown and the page works as before.
 */
export function RemoteWidget({ name, exposed }: { name: RemoteName; exposed: string }) {
  const [Widget, setWidget] = useState<ComponentType | undefined>();
  useEffect(() => {
    let active = true;
    loadRemoteApp(name, exposed)
      .then((loaded) => active && setWidget(() => loaded))
      .catch((error: unknown) => console.warn(`The ${name} remote's ${exposed} is not available`, error));
    return () => {
      active = false;
    };
  }, [name, exposed]);
  if (!Widget) return null;
  return (
    <SilentBoundary>
      <Widget />
    </SilentBoundary>
  );
}
