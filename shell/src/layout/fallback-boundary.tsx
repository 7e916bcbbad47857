import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of its children once they throw while rendering (a screen's chunk that
 * could not be fetched, a remote that crashes), so the rest of the page keeps working. `what`
 * names the part in the console message.
 */
export class FallbackBoundary extends Component<{ what: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`${this.props.what} failed`, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
