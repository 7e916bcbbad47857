import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import autoprefixer from 'autoprefixer';
import tailwind from 'tailwindcss';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { UserConfig } from 'vite';
import { REMOTE_SCOPE_SELECTOR, type RemoteName } from '../../libs/contracts/src/remotes';
import { DEV_PORTS, federationShared, libraryAliases, tailwindContent } from './shared';

const require = createRequire(import.meta.url);

/**
 * The Vite config of a remote: a federation container exposing `./App` from its own bundle,
 * served under /remotes/<name>/ by default. `base: './'` keeps every chunk URL relative to
 * remoteEntry.js, so the same build works wherever the manifest says the remote lives.
 * Standalone (`nx serve <name>`), index.html renders the same App with its own providers.
 */
export function remoteConfig(name: RemoteName, appRoot: string, moreExposes: Record<string, string> = {}): UserConfig {
  return {
    root: appRoot,
    base: './',
    plugins: [
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: {
          './App': resolve(appRoot, 'src/app.tsx'),
          // Further modules a remote offers the shell (e.g. donate's floating widget), relative to appRoot.
          ...Object.fromEntries(Object.entries(moreExposes).map(([key, file]) => [key, resolve(appRoot, file)])),
        },
        shared: federationShared(),
      }),
    ],
    resolve: { alias: libraryAliases() },
    css: {
      postcss: {
        plugins: [
          tailwind({
            presets: [require('../../libs/ui/tailwind-preset.cjs')],
            content: tailwindContent(appRoot),
            // Scoped utilities, no preflight: the shell owns base styles (libs/ui/src/inject-styles.ts).
            important: REMOTE_SCOPE_SELECTOR,
            corePlugins: { preflight: false },
          }),
          autoprefixer(),
        ],
      },
    },
    server: { port: DEV_PORTS[name], strictPort: true },
    preview: { port: DEV_PORTS[name], strictPort: true },
    // assetsDir '': chunks sit beside remoteEntry.js, so the relative URLs the plugin writes resolve.
    build: { target: 'esnext', outDir: 'dist', assetsDir: '', emptyOutDir: true, modulePreload: false, minify: true },
  };
}
