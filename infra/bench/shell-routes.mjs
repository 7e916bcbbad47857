// Every path the shell serves, derived from its route table (shell/src/routes.tsx: its own
// screens, named by PAGE_PATHS) and the remote registry (libs/contracts/src/remotes.ts: each
// remote's `paths`), with the paths themselves read from libs/contracts/src/page-paths.ts, so a
// screen added there is measured by the web bench (infra/bench/web.mjs) and scanned by the
// accessibility spec (e2e/accessibility.spec.ts) without a second list to keep. Read from the
// sources (they are TypeScript that imports React and CSS, which neither Node nor Playwright's
// loader can run here).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Paths in declaration order: `/` first; no catch-all, no parameterised path. */
export function shellRoutes(root) {
  const read = (file) => readFileSync(join(root, file), 'utf8');
  const pagePaths = new Map([...read('libs/contracts/src/page-paths.ts').matchAll(/^\s*(\w+):\s*'(\/[^']*)',?$/gm)].map((match) => [match[1], match[2]]));
  const named = (text, pattern) => [...text.matchAll(pattern)].map((match) => pagePaths.get(match[1]));
  const own = named(read('shell/src/routes.tsx'), /\bpath:\s*PAGE_PATHS\.(\w+)/g);
  const remote = [...read('libs/contracts/src/remotes.ts').matchAll(/\bpaths:\s*\[([^\]]*)\]/g)].flatMap((match) => named(match[1], /PAGE_PATHS\.(\w+)/g));
  if (own.includes(undefined) || remote.includes(undefined)) throw new Error('shell-routes.mjs: a route names a page that page-paths.ts does not define');
  const all = [...new Set([...own, ...remote])].filter((path) => path.startsWith('/') && !path.includes(':') && !path.includes('*'));
  if (!all.includes('/') || remote.length === 0) throw new Error('shell-routes.mjs: the route table no longer reads as expected');
  return all;
}
