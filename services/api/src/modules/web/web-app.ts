import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRemoteEntry, isDonationPage, PAYMENTS_META_NAME, REMOTE_NAMES } from '@renewed/contracts';
import { readFile } from 'node:fs/promises';
import type { AppConfig } from '../../config/app-config';
import { CachedJson } from '../../common/cached-json';
import { errorBody } from '../../common/all-exceptions.filter';
import { withVary } from '../../infrastructure/http/session-caching';

/** Built files written with `.br` and `.gz` siblings by infra/web-compress (docs/architecture.md, "Performance"). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/i;

/** Where Stripe.js is served from (and its card frames). */
const STRIPE_JS_ORIGIN = 'https://js.stripe.com';

export type RemoteManifest = Record<string, { url: string }>;

/** Where `npm run build` puts the shell and each remote, relative to WEB_DIST_DIR (the repo root). */
export function webRoots(webDistDir: string) {
  return {
    shell: join(webDistDir, 'shell', 'dist'),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, join(webDistDir, 'remotes', name, 'dist')])),
  };
}

/**
 * The runtime manifest the shell reads at start: each remote's entry URL. Built from
 * REMOTE_URL_<NAME> at run time, so a remote can move without rebuilding the shell.
 */
export function remoteManifest(config: AppConfig): RemoteManifest {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, { url: config.remoteUrls[name] ?? defaultRemoteEntry(name) }]));
}

/**
 * Content Security Policy: our own origin only, plus the origins of remotes served elsewhere.
 * `payments`: the document of a donation page, which also allows Stripe.js, its frames and its API
 * when card donations are configured (docs/decisions/0003-card-donations.md, "Card donations with Stripe").
 */
export function contentSecurityPolicy(config: AppConfig, { payments = false }: { payments?: boolean } = {}): string {
  const remoteOrigins = Object.values(config.remoteUrls)
    .filter((url): url is string => Boolean(url && /^https?:\/\//.test(url)))
    .map((url) => new URL(url).origin);
  const stripe = payments && config.donations.stripe !== undefined;
  const scripts = ["'self'", ...new Set(remoteOrigins), ...(stripe ? [STRIPE_JS_ORIGIN] : [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src 'self' 'unsafe-inline' ${[...new Set(remoteOrigins)].join(' ')}`.trim(),
    "img-src 'self' data:",
    // Nothing is embedded: external sites such as the tarot site open in a new tab (docs/product.md, "Honest claims and results").
    stripe ? `frame-src ${STRIPE_JS_ORIGIN} https://hooks.stripe.com` : "frame-src 'none'",
    "font-src 'self'",
    `connect-src 'self' ${[...new Set(remoteOrigins), ...(stripe ? ['https://api.stripe.com'] : [])].join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * `/site-config.json`: the external sites the shell links to, from this process's configuration.
 * Every gateway serves it, also without WEB_DIST_DIR, so nginx in front of API-only processes
 * proxies it there instead of keeping a second copy of that configuration.
 */
export function registerSiteConfig(app: NestFastifyApplication, config: AppConfig): void {
  // Written from configuration at start, so it is built here, once (ETag, coding, no-cache).
  const siteConfig = new CachedJson(config.site);
  app
    .getHttpAdapter()
    .getInstance()
    .get('/site-config.json', async (request, reply) =>
      // The web app's base headers, here too when no web app is registered (API-only behind nginx).
      siteConfig.send(request, reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer')),
    );
}

/**
 * Embedded mode: one process serves the built shell at `/`, each remote at `/remotes/<name>/`,
 * the manifest at `/remotes.json`, and `index.html` for every other page path (client routing).
 */
export async function registerWebApp(app: NestFastifyApplication, config: AppConfig, webDistDir: string): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const roots = webRoots(webDistDir);
  if (!existsSync(join(roots.shell, 'index.html'))) {
    throw new Error(`WEB_DIST_DIR has no built shell at ${roots.shell}: run \`npm run build\` first`);
  }
  const csp = contentSecurityPolicy(config);
  const paymentCsp = contentSecurityPolicy(config, { payments: true });
  const setHeaders = (
    response: {
      setHeader(name: string, value: string): unknown;
      getHeader(name: string): string | number | string[] | undefined;
    },
    sentPath: string,
  ) => {
    // With `preCompressed`, the path is the `.br`/`.gz` sibling that is sent; judge the asset itself.
    const path = sentPath.replace(/\.(br|gz)$/, '');
    const hashed = /[.-][A-Za-z0-9_-]{8,}\.(js|css|svg|png|webp|woff2)$/.test(path) && !path.endsWith('remoteEntry.js');
    response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    // Text assets have compressed siblings (infra/web-compress): caches must key on the coding.
    if (COMPRESSIBLE.test(path)) response.setHeader('vary', withVary(response.getHeader('vary'), 'Accept-Encoding'));
  };

  fastify.addHook('onSend', async (request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      void reply.header('content-security-policy', isDonationPage(request.url) ? paymentCsp : csp);
    }
    return payload;
  });

  await fastify.register(fastifyStatic, {
    root: roots.shell,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders,
  });
  for (const [name, root] of Object.entries(roots.remotes)) {
    if (!existsSync(root)) continue;
    await fastify.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      wildcard: false,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders,
    });
  }

  // Written from configuration at start, so it is built here, once (ETag, coding, no-cache).
  const manifest = new CachedJson(remoteManifest(config));
  fastify.get('/remotes.json', async (request, reply) => manifest.send(request, reply));
  registerSiteConfig(app, config);
  fastify.get('/*', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.status(404).send(errorBody(404, `No API route for GET ${request.url.split('?')[0]}`));
    }
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      // A missing asset must not be answered with the page (the browser would run HTML as JS).
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (config.donations.stripe && !isDonationPage(request.url)) {
      // This document's policy has no Stripe: tell the donate remote to load the page afresh first.
      const page = await readFile(join(roots.shell, 'index.html'), 'utf8');
      const marked = page.replace('<head>', `<head><meta name="${PAYMENTS_META_NAME}" content="reload">`);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(marked);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', roots.shell);
  });
}
