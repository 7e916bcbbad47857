/**
 * Build configuration shared by the shell and every remote, declared once (docs/architecture.md, "Front end").
 *
 * Federation shares exactly the libraries whose state must be one instance on the page:
 * React and ReactDOM (hooks), react-router-dom (one router) and @tanstack/react-query (one
 * query cache context). Versions come from the root package.json, the single version policy of
 * this monorepo. Our own libs (ui, web-kit) are compiled into each bundle from source: they keep
 * their page-wide state (toasts, the query client) on globalThis under registered symbols, so a
 * copy per bundle costs a few kilobytes but never splits state, and a remote can deploy alone.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, REMOTES, SHELL_DEV_PORT, type RemoteName } from '../../libs/contracts/src/remotes';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const rootPackage = JSON.parse(readFileSync(resolve(REPO_ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query'] as const;

function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(resolve(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The `shared` option of @originjs/vite-plugin-federation for shell and remotes alike. */
export function federationShared(): Record<string, { requiredVersion: string; version: string }> {
  return Object.fromEntries(
    SINGLETONS.map((name) => [name, { requiredVersion: rootPackage.dependencies[name]!, version: installedVersion(name) }]),
  );
}

/**
 * Our libraries resolve to their TypeScript sources (Vite compiles them into each bundle).
 * `@renewed/contracts/<file>` reaches one module, for browser code that must not pull zod in.
 * `react-router-dom` resolves to the subset the apps use.
 */
export function libraryAliases(): Array<{ find: RegExp; replacement: string }> {
  return [
    { find: /^@renewed\/(contracts|content|ui|web-kit)$/, replacement: resolve(REPO_ROOT, 'libs/$1/src/index.ts') },
    { find: /^@renewed\/contracts\/(.+)$/, replacement: resolve(REPO_ROOT, 'libs/contracts/src/$1.ts') },
    // Modules kept out of a library's index on purpose, so the first visit does not fetch what they
    // import (web-kit/query-client: React Query; ui/standalone: a remote's own mount).
    { find: /^@renewed\/(web-kit|ui)\/(.+)$/, replacement: resolve(REPO_ROOT, 'libs/$1/src/$2') },
    // The shared router module holds only what the apps import (infra/vite/react-router-dom.ts).
    { find: /^react-router-dom$/, replacement: resolve(REPO_ROOT, 'infra/vite/react-router-dom.ts') },
  ];
}

/**
 * Minification for every app's build: terser rather than Vite's default (esbuild). Measured on the
 * first visit to `/`: 4 KB gzip less, most of it in the shared router module, where terser drops
 * functions nothing calls (the federation plugin's shared-module chunks keep them; esbuild's
 * minifier, working one chunk at a time, leaves them in). Costs a few seconds per build.
 */
export const MINIFY = { minify: 'terser', terserOptions: { module: true, compress: { passes: 2 } } } as const;

/** Tailwind `content` globs every app scans: its own source plus the shared UI. */
export function tailwindContent(appRoot: string): string[] {
  return [resolve(appRoot, 'index.html'), resolve(appRoot, 'src/**/*.{ts,tsx}'), resolve(REPO_ROOT, 'libs/ui/src/**/*.{ts,tsx}')];
}

/** Ports for local development servers (`nx serve <app>`), from the remote registry. */
export const DEV_PORTS: Record<'shell' | RemoteName, number> = {
  shell: SHELL_DEV_PORT,
  ...(Object.fromEntries(REMOTE_NAMES.map((name) => [name, REMOTES[name].devPort])) as Record<RemoteName, number>),
};
