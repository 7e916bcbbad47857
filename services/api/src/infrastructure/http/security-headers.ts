import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

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

/** A response header change, as helmet makes it: set a value, or remove the header. */
type HeaderChange = readonly [name: string, value: string | undefined];

/**
 * The header changes helmet makes for these options, recorded once. With no per-request
 * directives (no nonce functions; every value below is a literal) helmet writes the same headers
 * on every response, so recording them once and replaying them keeps helmet as the source of the
 * list without running its fourteen middlewares on every request.
 */
export function recordHelmetHeaders(options: HelmetOptions): readonly HeaderChange[] {
  const changes: HeaderChange[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void changes.push([name, String(value)]),
    removeHeader: (name: string) => void changes.push([name, undefined]),
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be recorded once');
  return changes;
}

function replay(changes: readonly HeaderChange[], response: ServerResponse): void {
  for (const [name, value] of changes) {
    if (value === undefined) response.removeHeader(name);
    else response.setHeader(name, value);
  }
}

/**
 * Security headers for everything under /api, set by the gateway itself so every run mode
 * (embedded, API alone behind nginx, k8s) sends the same ones. helmet keeps the list current;
 * the web app's own pages keep the document policy of the web module. Each policy's headers are
 * computed once here (`recordHelmetHeaders`): building helmet's middleware per request (as the
 * @fastify/helmet wrapper does) re-parsed the policy on every answer, and even a middleware built
 * once ran fourteen steps per answer; both showed in the profile (docs/architecture.md, "Performance").
 */
export async function registerSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  const apiHeaders = recordHelmetHeaders({ ...API_HELMET_OPTIONS, contentSecurityPolicy: API_CONTENT_SECURITY_POLICY });
  const docsHeaders = recordHelmetHeaders({ ...API_HELMET_OPTIONS, contentSecurityPolicy: DOCS_CONTENT_SECURITY_POLICY });
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (isDocsPath(request.url)) replay(docsHeaders, reply.raw);
    else if (isApiPath(request.url)) replay(apiHeaders, reply.raw);
    done();
  });
}
