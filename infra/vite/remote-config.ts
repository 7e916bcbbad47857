import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import autoprefixer from 'autoprefixer';
import tailwind from 'tailwindcss';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import type { OutputBundle } from 'rollup';
import { REMOTE_SCOPE_SELECTOR, type RemoteName } from '../../libs/contracts/src/remotes';
import { remotePrecacheList } from './offline';
import { DEV_PORTS, federationShared, libraryAliases, MINIFY, tailwindContent } from './shared';

const require = createRequire(import.meta.url);

/** Defined at the top of remoteEntry.js by `preloadExposedModules`. */
const PRELOAD_FUNCTION = `function __renewedPreload(file, dependencies) {
  if (typeof document !== 'undefined')
    for (const dependency of dependencies) {
      const href = new URL(dependency, import.meta.url).href;
      if (document.querySelector('link[rel="modulepreload"][href="' + href + '"]')) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  return file;
}
`;

/**
 * When the shell asks remoteEntry.js for an exposed module, the browser would find that module's
 * own imports only after downloading it: one more round trip on a phone network before the
 * remote can render. This rewrites each exposed module's file name in remoteEntry.js into a call
 * that first adds `modulepreload` links for the module and every chunk it imports statically, so
 * they download in parallel (docs/architecture.md, "Performance"). Only the module asked for is
 * preloaded, never the others (donate's dialog does not fetch its /subscribe page).
 */
export function preloadExposedModules(): Plugin {
  return {
    name: 'renewed-preload-exposed-modules',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const entry = bundle['remoteEntry.js'];
      if (entry?.type !== 'chunk') throw new Error('preloadExposedModules: remoteEntry.js missing');
      const closure = (fileName: string, files = new Set<string>()): Set<string> => {
        if (files.has(fileName)) return files;
        files.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.imports.forEach((imported) => closure(imported, files));
        return files;
      };
      let rewritten = 0;
      entry.code =
        PRELOAD_FUNCTION +
        entry.code.replace(/(["'])\.\/(__federation_expose_[\w-]+\.js)\1/g, (literal, _quote: string, fileName: string) => {
          if (bundle[fileName]?.type !== 'chunk') return literal;
          rewritten += 1;
          const files = [...closure(fileName)].map((file) => `./${file}`);
          return `__renewedPreload(${literal}, ${JSON.stringify(files)})`;
        });
      if (rewritten === 0) throw new Error('preloadExposedModules: no exposed module found in remoteEntry.js');
    },
  };
}

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
      preloadExposedModules(),
      remotePrecacheList(),
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
    build: { target: 'esnext', outDir: 'dist', assetsDir: '', emptyOutDir: true, modulePreload: false, ...MINIFY },
  };
}
