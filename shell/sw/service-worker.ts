/**
 * Renewed's service worker (docs/offline.md). Workbox precaches the shell's own files (the list is
 * injected at build time by workbox-build); the remotes, which are built and deployed on their
 * own and found through /remotes.json at run time, are cached here as one "release": the
 * manifest plus every file of every remote, in a cache named after a hash of all of it. Pages are
 * served the active release only, so an open app never mixes an old shell with a new remote; a
 * new release is downloaded in the background and switched to when the visitor accepts the
 * "update available" prompt.
 */
import { apiUrl } from '@renewed/contracts/api-paths';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { catalogueWarmUrls, isCatalogueRead, isPersonalRead, PERSONAL_CACHE, remoteFileUrls, type PrecacheEntry } from './offline-routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

const SHELL_FILES = self.__WB_MANIFEST;
const RELEASE_PREFIX = 'renewed-release-';
const META_CACHE = 'renewed-meta';
const CATALOGUE_CACHE = 'renewed-catalogue';
const NETWORK_TIMEOUT_SECONDS = 4;
const CATALOGUE_REFRESH_MS = 60 * 60 * 1000;

type Message = { type: 'SKIP_WAITING' | 'ACTIVATE_RELEASE' | 'CHECK_RELEASE' };
type Release = { id: string; manifestText: string; files: string[]; origins: string[] };

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes.slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const shellVersion = digest(JSON.stringify(SHELL_FILES));

async function readMeta(name: string): Promise<string | undefined> {
  const response = await (await caches.open(META_CACHE)).match(`/__renewed/${name}`);
  return response ? response.text() : undefined;
}

async function writeMeta(name: string, value: string): Promise<void> {
  await (await caches.open(META_CACHE)).put(`/__renewed/${name}`, new Response(value));
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

/** Reads the current release from the network: the manifest and each remote's precache list. */
async function fetchRelease(): Promise<Release> {
  const manifestText = await (await fetchOk('/remotes.json')).text();
  const manifest = JSON.parse(manifestText) as Record<string, { url: string }>;
  const parts = [await shellVersion, manifestText];
  const files: string[] = [];
  const origins = new Set<string>();
  for (const { url } of Object.values(manifest)) {
    const entry = new URL(url, self.location.origin).href;
    const listText = await (await fetchOk(new URL('precache-manifest.json', entry).href)).text();
    parts.push(listText);
    files.push(...remoteFileUrls(entry, JSON.parse(listText) as PrecacheEntry[]));
    origins.add(new URL(entry).origin);
  }
  return { id: await digest(parts.join('\n')), manifestText, files, origins: [...origins] };
}

/** Downloads a release into its own cache; the marker goes in last, so a half-downloaded release is never used. */
async function stageRelease(release: Release): Promise<void> {
  const cache = await caches.open(RELEASE_PREFIX + release.id);
  if (await cache.match('/__renewed/complete')) return;
  await Promise.all(release.files.map(async (url) => cache.put(url, await fetchOk(url))));
  await cache.put('/remotes.json', new Response(release.manifestText, { headers: { 'content-type': 'application/json' } }));
  await cache.put('/__renewed/origins', new Response(JSON.stringify(release.origins)));
  await cache.put('/__renewed/complete', new Response('1'));
}

let activeRelease: Promise<Cache | undefined> | undefined;
/** Other origins the active release's remotes are served from (a remote may live on a CDN). */
let remoteOrigins = new Set<string>();

function currentRelease(): Promise<Cache | undefined> {
  activeRelease ??= readMeta('active').then(async (id) => {
    if (!id || !(await caches.has(RELEASE_PREFIX + id))) return undefined;
    const cache = await caches.open(RELEASE_PREFIX + id);
    const origins = (await (await cache.match('/__renewed/origins'))?.json()) as string[] | undefined;
    remoteOrigins = new Set((origins ?? []).filter((origin) => origin !== self.location.origin));
    return cache;
  });
  return activeRelease;
}
void currentRelease();

async function switchTo(id: string): Promise<void> {
  await writeMeta('active', id);
  activeRelease = undefined;
  void currentRelease();
  for (const name of await caches.keys()) {
    if (name.startsWith(RELEASE_PREFIX) && name !== RELEASE_PREFIX + id) await caches.delete(name);
  }
}

async function notifyPages(type: 'RELEASE_READY' | 'RELEASE_CHANGED'): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type });
}

let lastCatalogueWarm = 0;

/** Fetches the whole library (every module's text) and the bingo boards ahead of time. */
async function warmCatalogue(): Promise<void> {
  if (Date.now() - lastCatalogueWarm < CATALOGUE_REFRESH_MS) return;
  lastCatalogueWarm = Date.now();
  const cache = await caches.open(CATALOGUE_CACHE);
  const modules = (await (await fetchOk(apiUrl('educationModules'))).json()) as Array<{ id: string }>;
  const boards = (await (await fetchOk(apiUrl('bingoBoards'))).json()) as Array<{ id: string }>;
  const urls = catalogueWarmUrls(
    modules.map((module) => module.id),
    boards.map((board) => board.id),
  );
  // A few at a time: this runs in the background of a visit.
  for (let index = 0; index < urls.length; index += 6) {
    await Promise.all(urls.slice(index, index + 6).map(async (url) => cache.put(url, await fetchOk(url))));
  }
}

/** Tells one page that a downloaded release is waiting for the visitor, if one is. */
async function answerIfReady(page: NonNullable<ExtendableMessageEvent['source']>): Promise<void> {
  const staged = await readMeta('staged');
  if (!staged || staged === (await readMeta('active'))) return;
  if (await caches.match('/__renewed/complete', { cacheName: RELEASE_PREFIX + staged }))
    page.postMessage({ type: 'RELEASE_READY' });
}

let releaseCheck: Promise<void> | undefined;

/** Looks for a newer release of the remotes; when found, downloads it and tells the open pages. */
function lookForRelease(): Promise<void> {
  releaseCheck ??= (async () => {
    const release = await fetchRelease();
    const active = await readMeta('active');
    // What is staged is what the network serves now, even when that is the active release again.
    if (release.id !== active) await stageRelease(release);
    await writeMeta('staged', release.id);
    if (release.id !== active) await notifyPages('RELEASE_READY');
  })()
    .catch(() => undefined)
    .finally(() => {
      releaseCheck = undefined;
    });
  return releaseCheck;
}

/**
 * A release check, then the library kept fresh for offline reading. A page that asked is answered
 * itself once the check is done: the check a navigation started may have told the open pages
 * before that page was listening.
 */
async function checkForRelease(asker?: ExtendableMessageEvent['source']): Promise<void> {
  await lookForRelease();
  if (asker) await answerIfReady(asker);
  await warmCatalogue().catch(() => undefined);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const release = await fetchRelease();
      await stageRelease(release);
      await writeMeta(`release-for-${await shellVersion}`, release.id);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const id = await readMeta(`release-for-${await shellVersion}`);
      if (id) await switchTo(id);
      await self.clients.claim();
      await warmCatalogue().catch(() => undefined);
    })(),
  );
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as Message | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'CHECK_RELEASE') event.waitUntil(checkForRelease(event.source));
  if (message?.type === 'ACTIVATE_RELEASE') {
    event.waitUntil(
      (async () => {
        const staged = await readMeta('staged');
        if (staged && (await caches.has(RELEASE_PREFIX + staged))) await switchTo(staged);
        await notifyPages('RELEASE_CHANGED');
      })(),
    );
  }
});

// The shell's own files (hashed assets, theme-init.js, icons, manifest) from the precache.
precache(SHELL_FILES);
cleanupOutdatedCaches();
// No directory index: a page request for `/` goes to the network first (below), not straight to the cached page.
addRoute({ directoryIndex: '', cleanURLs: false });

// Pages: always the network (the server sets each page's security policy); offline, the shell's page.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    const response = await new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }).handle(options);
    options.event.waitUntil(checkForRelease());
    return response;
  },
);

// The remotes' files and /remotes.json: from the active release, so they always match the shell.
registerRoute(
  ({ url, sameOrigin, request }) =>
    request.method === 'GET' &&
    (sameOrigin ? url.pathname === '/remotes.json' || url.pathname.startsWith('/remotes/') : remoteOrigins.has(url.origin)),
  async ({ request }) => {
    const release = await currentRelease();
    return (await release?.match(request, { ignoreSearch: true })) ?? fetch(request);
  },
);

registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && isCatalogueRead(url.pathname),
  new NetworkFirst({ cacheName: CATALOGUE_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && isPersonalRead(url.pathname),
  new NetworkFirst({
    cacheName: PERSONAL_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        // Never shared between sessions: the key carries a hash of the session id, never the id itself.
        cacheKeyWillBeUsed: async ({ request }) => {
          const url = new URL(request.url);
          url.searchParams.set('renewed-session', await digest(request.headers.get('x-session-id') ?? ''));
          return url.href;
        },
      },
    ],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/index.html')) ?? Response.error();
  return Response.error();
});
