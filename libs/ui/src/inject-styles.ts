import { REMOTE_SCOPE_SELECTOR } from '@renewed/contracts/remotes';
import { createElement, type ReactNode } from 'react';

/**
 * Remote styling. A remote ships its CSS inside its JavaScript (`import css from
 * './styles.css?inline'`), so styles arrive with the code from wherever the manifest says the
 * remote lives. Its Tailwind utilities are scoped under `[data-renewed-remote]` (and
 * `[data-renewed-portal]` for dialogs rendered in portals), so a remote's stylesheet can never
 * override the shell's own responsive rules, and the remote's rules win inside its own area.
 */
export { REMOTE_SCOPE_SELECTOR };

export function injectStyles(id: string, css: string): void {
  if (typeof document === 'undefined') return;
  if (document.head.querySelector(`style[data-renewed-styles="${id}"]`)) return;
  const style = document.createElement('style');
  style.dataset.renewedStyles = id;
  style.textContent = css;
  document.head.appendChild(style);
}

/** The root element of a remote's screen: injects its styles and opens its style scope. */
export function RemoteRoot({ name, css, children }: { name: string; css: string; children: ReactNode }) {
  injectStyles(name, css);
  return createElement('div', { 'data-renewed-remote': name }, children);
}
