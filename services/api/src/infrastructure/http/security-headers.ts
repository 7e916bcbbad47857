import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** Every /api answer is JSON: nothing may load from it, nothing may frame it. */
export const API_CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
};

/** Swagger UI at /api/docs: its own scripts and styles (it sets inline styles), and the document. */
export const DOCS_CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
};

/**
 * The headers a response gets when the request never reached a route (a malformed URL): the
 * same core set helmet gives every /api answer.
 */
export const BARE_API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function isDocsPath(url: string): boolean {
  return url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?');
}

/** helmet's options shared by every /api answer; only the content policy differs for the docs. */
const API_HELMET_OPTIONS = {
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
} satisfies HelmetOptions;

/**
 * Security headers for everything under /api, set by the gateway itself so every run mode
 * (embedded, API alone behind nginx, k8s) sends the same ones. helmet keeps the list current;
 * the web app's own pages keep the document policy of the web module. Each policy's middleware
 * is built once here: building it per request (as the @fastify/helmet wrapper does) re-parses the
 * policy on every answer and showed in the profile (docs/architecture.md, "Performance").
 */
export async function registerSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  const apiHeaders = helmet({ ...API_HELMET_OPTIONS, contentSecurityPolicy: API_CONTENT_SECURITY_POLICY });
  const docsHeaders = helmet({ ...API_HELMET_OPTIONS, contentSecurityPolicy: DOCS_CONTENT_SECURITY_POLICY });
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const next = (error?: unknown) => done(error instanceof Error ? error : undefined);
    if (isDocsPath(request.url)) docsHeaders(request.raw, reply.raw, next);
    else if (isApiPath(request.url)) apiHeaders(request.raw, reply.raw, next);
    else done();
  });
}
