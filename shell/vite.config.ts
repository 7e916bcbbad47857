import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import autoprefixer from 'autoprefixer';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwind from 'tailwindcss';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { defaultRemoteEntry, REMOTE_NAMES } from '../libs/contracts/src/remotes';
import { DEV_PORTS, federationShared, libraryAliases, tailwindContent } from '../infra/vite/shared';

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
 * The shell is the federation host. Each remote is declared with its default location (the
 * plugin only generates the share-scope runtime when remotes are declared), but the URL actually
 * used comes from /remotes.json at run time (shell/src/remotes/load-remote.ts), so a remote can
 * move or redeploy without rebuilding the shell. `/public/remotes.json` serves local development
 * (`nx serve` of each remote, via shell/dev-remotes.json); the API and nginx serve their own.
 */
export default defineConfig({
  root: appRoot,
  plugins: [react(), devRuntimeFiles(), federation({
      name: 'shell',
      remotes: Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, { external: defaultRemoteEntry(name), externalType: 'url' as const, format: 'esm' as const, from: 'vite' as const }]),
      ),
      shared: federationShared(),
    }),],
  resolve: { alias: libraryAliases() },
  css: {
    postcss: {
      plugins: [tailwind({ presets: [require('../libs/ui/tailwind-preset.cjs')], content: tailwindContent(appRoot) }), autoprefixer()],
    },
  },
  server: { port: DEV_PORTS.shell, strictPort: true, proxy: { '/api': 'http://127.0.0.1:8080' } },
  preview: { port: DEV_PORTS.shell, strictPort: true, proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: { target: 'esnext', outDir: 'dist', emptyOutDir: true, modulePreload: false },
});
