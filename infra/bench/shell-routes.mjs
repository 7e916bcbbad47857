// Every path the shell serves, derived from its route table (shell/src/routes.tsx: its own
// screens) and the remote registry's routes (shell/src/remotes/remote-routes.ts), so a screen
// added there is measured by the web bench (infra/bench/web.mjs) and scanned by the accessibility
// spec (e2e/accessibility.spec.ts) without a second list to keep. Read from the sources (they
// import React and CSS, which neither Node nor Playwright's loader can run here).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Paths in declaration order: `/` first; no catch-all, no parameterised path. */
export function shellRoutes(root) {
  const paths = (file, pattern) => [...readFileSync(join(root, file), 'utf8').matchAll(pattern)].map((match) => match[1]);
  const own = paths('shell/src/routes.tsx', /\bpath:\s*'([^']+)'/g);
  const remote = paths('shell/src/remotes/remote-routes.ts', /^\s*'(\/[^']*)':\s*'[a-z-]+',?$/gm);
  const all = [...new Set([...own, ...remote])].filter((path) => path.startsWith('/') && !path.includes(':') && !path.includes('*'));
  if (!all.includes('/') || remote.length === 0) throw new Error('shell-routes.mjs: the route table no longer reads as expected');
  return all;
}
