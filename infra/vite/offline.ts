/**
 * Build steps of the offline support (docs/offline.md): each remote lists its files for the
 * service worker, and the shell builds the service worker with the shell's own file list.
 * Both lists come from workbox-build, which names every file with a revision (a hash of its
 * bytes), so a changed file always changes the list.
 */
import { resolve } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { build, type Plugin } from 'vite';
import { getManifest, injectManifest } from 'workbox-build';
import { libraryAliases } from './shared';

/** Name of each remote's file list, beside its remoteEntry.js. */
export const REMOTE_PRECACHE_LIST = 'precache-manifest.json';

/** The files a page loads (the standalone index.html of a remote is not one of them). */
const APP_FILES = ['**/*.{js,css,svg,png,webp,woff2}'];

/** Writes `dist/precache-manifest.json`: every file of the remote, relative to remoteEntry.js, with its revision. */
export function remotePrecacheList(): Plugin {
  let outDir = '';
  return {
    name: 'renewed-remote-precache-list',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { manifestEntries, warnings } = await getManifest({ globDirectory: outDir, globPatterns: APP_FILES });
      if (warnings.length > 0) throw new Error(`precache list: ${warnings.join('; ')}`);
      await writeFile(resolve(outDir, REMOTE_PRECACHE_LIST), JSON.stringify(manifestEntries));
    },
  };
}

/**
 * Builds `shell/sw/service-worker.ts` into `dist/sw.js` (one classic script, as browsers require)
 * and injects the shell's files into it.
 */
export function serviceWorker(swSource: string): Plugin {
  let outDir = '';
  return {
    name: 'renewed-service-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        resolve: { alias: libraryAliases() },
        build: {
          outDir,
          emptyOutDir: false,
          minify: true,
          target: 'es2022',
          lib: { entry: swSource, formats: ['iife'], name: 'renewedServiceWorker', fileName: () => 'sw.js' },
        },
      });
      const sw = resolve(outDir, 'sw.js');
      const { warnings } = await injectManifest({
        swSrc: sw,
        swDest: sw,
        globDirectory: outDir,
        globPatterns: [...APP_FILES, 'index.html', 'theme-init.js', 'manifest.webmanifest'],
        globIgnores: ['sw.js'],
        // Hashed file names are their own revision.
        dontCacheBustURLsMatching: /[.-][A-Za-z0-9_-]{8,}\.(js|css)$/,
      });
      if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
    },
  };
}
