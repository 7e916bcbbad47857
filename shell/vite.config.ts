import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import autoprefixer from 'autoprefixer';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwind from 'tailwindcss';
import { defineConfig, type Connect, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';
import { PAGE_PATHS, type PageName } from '../libs/contracts/src/page-paths';
import { defaultRemoteEntry, REMOTE_NAMES, REMOTES } from '../libs/contracts/src/remotes';
import { serviceWorker } from '../infra/vite/offline';
import { DEV_PORTS, federationShared, libraryAliases, MINIFY, tailwindContent } from '../infra/vite/shared';

const require = createRequire(import.meta.url);
const appRoot = dirname(fileURLToPath(import.meta.url));

/** Serves the runtime files (/remotes.json, /site-config.json) for `nx serve shell` and `nx preview shell`. */
function devRuntimeFiles(): Plugin {
  const file =
    (name: string): Connect.NextHandleFunction =>
    (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(readFileSync(resolve(appRoot, name)));
    };
  const register = (middlewares: Connect.Server) => {
    middlewares.use('/remotes.json', file('dev-remotes.json'));
    middlewares.use('/site-config.json', file('dev-site-config.json'));
  };
  return {
    name: 'renewed-dev-runtime-files',
    configureServer: (server) => register(server.middlewares),
    configurePreviewServer: (server) => register(server.middlewares),
  };
}

/**
 * Lists, in index.html, every file the first render needs, so the browser fetches them in
 * parallel with the entry instead of discovering them one hop at a time (entry, then bootstrap,
 * then its chunks, then the shared React, router and query modules the federation runtime
 * imports): `modulepreload` for the JavaScript, a stylesheet link for the bootstrap CSS (Vite's
 * loader skips a stylesheet that is already linked). Screens behind `React.lazy`, remotes and
 * shared modules only they import (React Query) are not listed: they stay on their own routes
 * (docs/architecture.md, "Performance").
 *
 * For those lazy screens (the shell's own, in routes.tsx) and for the remotes' routes (the shell's
 * side of them), the files each needs beyond the first render are listed too, per route, in a JSON data block (`#route-preloads`; not a script, so the
 * Content Security Policy has nothing to allow). main.tsx preloads the current route's list as it
 * starts: a first visit to a screen fetches the screen, its imports and React Query alongside the
 * shell's own code, instead of one round trip per level after the shell has rendered. index.html
 * is revalidated on every visit, so the lists always name the files of the deploy being served.
 */
/**
 * Per lazy screen of routes.tsx (`path: PAGE_PATHS.x, element: screen(() => import('...'), ...)`),
 * the files its first visit needs beyond `firstRender`: the screen's chunk with everything it
 * imports, the query provider every lazy screen renders under, and their styles.
 */
function routePreloads(
  chunks: OutputChunk[],
  firstRender: ReadonlySet<string>,
  collect: (files: Set<string>, known: ReadonlySet<string>) => (fileName: string) => void,
): Record<string, string[]> {
  const source = readFileSync(resolve(appRoot, 'src/routes.tsx'), 'utf8');
  const screens = [...source.matchAll(/path:\s*PAGE_PATHS\.(\w+),\s*element:\s*screen\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)];
  const facade = (id: string) => chunks.find((chunk) => chunk.facadeModuleId === id);
  const queryClient = facade(resolve(appRoot, '../libs/web-kit/src/query-client.ts'));
  if (screens.length === 0 || screens.length !== (source.match(/\bscreen\(\s*\(\)/g) ?? []).length || !queryClient)
    throw new Error('preloadFirstRender: the lazy screens of routes.tsx, or the query client, no longer read as expected');
  const lists: Record<string, string[]> = {};
  for (const [, page, specifier] of screens) {
    const path = PAGE_PATHS[page as PageName];
    const chunk = facade(resolve(appRoot, 'src', `${specifier}.tsx`));
    if (!path || !chunk) throw new Error(`preloadFirstRender: no path or chunk for ${page} (${specifier})`);
    const files = new Set<string>();
    const visit = collect(files, firstRender);
    visit(chunk.fileName);
    visit(queryClient.fileName);
    const styles = [...files].flatMap((file) => [
      ...(chunks.find((other) => other.fileName === file)?.viteMetadata?.importedCss ?? []),
    ]);
    lists[path] = [...files, ...styles.filter((style) => !firstRender.has(style))];
  }
  // A remote's route: the shell's side of it, which main.tsx would otherwise discover one hop at a
  // time (the federation runtime, the query provider, the shared React Query the remote asks the
  // shell for once its entry has loaded, and the page opening the shell paints first). The
  // remote's own files depend on /remotes.json.
  // By module, not facade: the small-chunk merging may have put load-remote.ts into another chunk.
  const loadRemote = chunks.find((chunk) => chunk.moduleIds.includes(resolve(appRoot, 'src/remotes/load-remote.ts')));
  const reactQuery = chunks.find((chunk) => chunk.name === '__federation_shared_@tanstack/react-query');
  const firstPaint = facade(resolve(appRoot, 'src/remotes/first-paint.tsx'));
  if (!loadRemote || !reactQuery || !firstPaint)
    throw new Error(
      'preloadFirstRender: the federation runtime, the shared React Query chunk or the remote first paint is missing',
    );
  for (const { paths } of Object.values(REMOTES)) {
    const files = new Set<string>();
    const visit = collect(files, firstRender);
    for (const fileName of [loadRemote.fileName, queryClient.fileName, reactQuery.fileName, firstPaint.fileName]) visit(fileName);
    for (const path of paths) lists[path] = [...files];
  }
  return lists;
}

function preloadFirstRender(): Plugin {
  return {
    name: 'renewed-preload-first-render',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const html = bundle['index.html'];
      // The page's own script (main.tsx, named in index.html); federation's shared modules are entries too.
      const entry =
        html?.type === 'asset'
          ? chunks.find((chunk) => chunk.isEntry && String(html.source).includes(`/${chunk.fileName}"`))
          : undefined;
      // By module, not facade: small chunks merged into it (experimentalMinChunkSize) leave it without one.
      const bootstrap = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/shell/src/bootstrap.tsx')));
      if (!entry || !bootstrap || html?.type !== 'asset')
        throw new Error('preloadFirstRender: main, bootstrap or index.html missing');
      // A shared module (React, the router...) is fetched by federation's `importShared("<name>")`,
      // which the chunk graph does not show: follow those calls in the code of what is listed.
      const shared = new Map(
        chunks
          .filter((chunk) => chunk.name.startsWith('__federation_shared_'))
          .map((chunk) => [chunk.name.slice('__federation_shared_'.length), chunk.fileName]),
      );
      /** Adds to `files` every file `fileName` loads (static imports and shared modules) not in `known`. */
      const collect = (files: Set<string>, known: ReadonlySet<string>) => {
        const visit = (fileName: string) => {
          if (files.has(fileName) || known.has(fileName) || fileName === entry.fileName) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return;
          chunk.imports.forEach(visit);
          for (const [name, sharedFile] of shared) if (chunk.code.includes(`("${name}")`)) visit(sharedFile);
        };
        return visit;
      };
      const files = new Set<string>();
      const visit = collect(files, new Set());
      visit(bootstrap.fileName);
      // A shared module the shell bundles in its first render (react-dom) is a re-export stub of a
      // few bytes: listed too, since a remote route asks for it first thing.
      for (const fileName of shared.values()) {
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk' && chunk.code.length < 1024 && chunk.imports.every((file) => files.has(file)))
          visit(fileName);
      }
      if (!files.has(shared.get('react') ?? ''))
        throw new Error('preloadFirstRender: the first render imports no shared React; the importShared pattern changed');
      const styles = [...(bootstrap.viteMetadata?.importedCss ?? [])];
      const links = [
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      const routes = JSON.stringify(routePreloads(chunks, new Set([...files, ...styles]), collect)).replaceAll('<', '\\u003c');
      links.push(`<script type="application/json" id="route-preloads">${routes}</script>`);
      html.source = String(html.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    },
  };
}

/**
 * The shell is the federation host. Each remote is declared with its default location (the
 * plugin only generates the share-scope runtime when remotes are declared), but the URL actually
 * used comes from /remotes.json at run time (shell/src/remotes/load-remote.ts), so a remote can
 * move or redeploy without rebuilding the shell. `/public/remotes.json` serves local development
 * (`nx serve` of each remote, via shell/dev-remotes.json); the API and nginx serve their own.
 */
export default defineConfig({
  root: appRoot,
  plugins: [
    react(),
    devRuntimeFiles(),
    preloadFirstRender(),
    serviceWorker(resolve(appRoot, 'sw/service-worker.ts')),
    federation({
      name: 'shell',
      remotes: Object.fromEntries(
        REMOTE_NAMES.map((name) => [
          name,
          { external: defaultRemoteEntry(name), externalType: 'url' as const, format: 'esm' as const, from: 'vite' as const },
        ]),
      ),
      shared: federationShared(),
    }),
  ],
  resolve: { alias: libraryAliases() },
  css: {
    postcss: {
      plugins: [
        tailwind({ presets: [require('../libs/ui/tailwind-preset.cjs')], content: tailwindContent(appRoot) }),
        autoprefixer(),
      ],
    },
  },
  server: { port: DEV_PORTS.shell, strictPort: true, proxy: { '/api': 'http://127.0.0.1:8080' } },
  preview: { port: DEV_PORTS.shell, strictPort: true, proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    target: 'esnext',
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: false,
    ...MINIFY,
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 16_384,
        // offline-register: its own chunk, never merged into one the first render loads: it runs
        // only when writes wait or a service worker controls the page (docs/offline.md).
        manualChunks: (id) => {
          if (id.includes('/shell/src/offline/register')) return 'offline-register';
          // The dashboard's text, shared by its screen and its forms (fetched on first press): in a
          // chunk of its own, or the small-chunk merging puts it into one every first visit loads
          // (it went into the toast helper's, 1.2 KB gzip more on /).
          if (id.includes('/libs/content/src/dashboard.')) return 'dashboard-content';
          return undefined;
        },
      },
    },
  },
});
