import rateLimit from '@fastify/rate-limit';
import { isSessionId, SESSION_HEADER, type ApiRoute } from '@renewed/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';
import { contractRouteFor } from './contract-routes';

type Limit = NonNullable<ApiRoute['rateLimit']>;
type Scope = 'ip' | 'session';

/** Raised before the handler runs; the global filter answers 429 with code RATE_LIMITED. */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
  override readonly name = 'TooManyRequestsError';
}

/** "a minute", "an hour", "30 seconds": how a person reads a window. */
export function describeWindow(windowSeconds: number): string {
  if (windowSeconds === 60) return 'a minute';
  if (windowSeconds === 3600) return 'an hour';
  if (windowSeconds === 86_400) return 'a day';
  if (windowSeconds % 3600 === 0) return `${windowSeconds / 3600} hours`;
  if (windowSeconds % 60 === 0) return `${windowSeconds / 60} minutes`;
  return `${windowSeconds} seconds`;
}

/** A route's limit after RATE_LIMIT_FACTOR (never below one request). */
export function scaledLimit(limit: Limit, factor: number): Limit {
  const scale = (value: number) => Math.max(1, Math.round(value * factor));
  return {
    perIp: scale(limit.perIp),
    ...(limit.perSession !== undefined ? { perSession: scale(limit.perSession) } : {}),
    windowSeconds: limit.windowSeconds,
  };
}

export function rateLimitMessage(scope: Scope, max: number, windowSeconds: number, retryAfterSeconds: number): string {
  const who = scope === 'session' ? 'from one visitor' : 'from one network address';
  const wait = retryAfterSeconds <= 1 ? 'a second' : `${retryAfterSeconds} seconds`;
  return `Too many requests: this allows ${max} in ${describeWindow(windowSeconds)} ${who}. Nothing was saved; please wait ${wait} and try again.`;
}

/**
 * Counters are keyed by a hash: neither an IP address nor a session id is ever written to Redis
 * or held in memory in the clear.
 */
function hashed(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

/**
 * Enforces `API_ROUTES.<id>.rateLimit` on every route that declares one: counted per client IP
 * and, for session routes, per session, in Redis (shared by every gateway replica) when
 * REDIS_URL is set, in memory otherwise. Must be registered before the routes are added.
 */
export async function registerRateLimits(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  // Fail fast while Redis is down (no offline queue, short timeouts): skipOnError then lets the
  // request through rather than holding it or answering 500 (docs/architecture.md, "Hardening").
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 1_000,
        commandTimeout: 1_000,
      })
    : undefined;
  redis?.on('error', () => undefined);
  fastify.addHook('onClose', async () => {
    redis?.disconnect();
  });

  await fastify.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${config.queuePrefix}:rate-limit:` } : {}),
  });

  fastify.addHook('onRoute', (routeOptions: RouteOptions) => {
    const methods = Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
    const match = methods.map((method) => contractRouteFor(method, routeOptions.url)).find(Boolean);
    if (!match?.route.rateLimit) return;
    const limit = scaledLimit(match.route.rateLimit, config.rateLimitFactor);
    const timeWindow = limit.windowSeconds * 1000;
    const checks: Array<{ scope: Scope; max: number; check: ReturnType<FastifyInstance['createRateLimit']> }> = [
      {
        scope: 'ip',
        max: limit.perIp,
        check: fastify.createRateLimit({
          max: limit.perIp,
          timeWindow,
          keyGenerator: (request) => `${match.id}:ip:${hashed(request.ip)}`,
        }),
      },
    ];
    if (match.route.session && limit.perSession !== undefined) {
      checks.push({
        scope: 'session',
        max: limit.perSession,
        check: fastify.createRateLimit({
          max: limit.perSession,
          timeWindow,
          keyGenerator: (request) => `${match.id}:session:${hashed(String(request.headers[SESSION_HEADER]))}`,
        }),
      });
    }

    const enforce = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      // A malformed session header is refused later with 400; only well-made ids get a counter.
      const hasSession = isSessionId(request.headers[SESSION_HEADER]);
      // Both counters at once (one Redis round trip each, in parallel).
      const verdicts = await Promise.all(
        checks
          .filter((entry) => entry.scope === 'ip' || hasSession)
          .map(async ({ scope, max, check }) => ({ scope, max, verdict: await check(request) })),
      );
      const exceeded: Array<{ scope: Scope; max: number; retryAfter: number }> = [];
      for (const { scope, max, verdict } of verdicts) {
        if (!verdict.isAllowed && verdict.isExceeded)
          exceeded.push({ scope, max, retryAfter: Math.max(1, verdict.ttlInSeconds) });
      }
      if (exceeded.length === 0) return;
      // The counter that frees up last decides how long to wait.
      const worst = exceeded.reduce((longest, entry) => (entry.retryAfter > longest.retryAfter ? entry : longest));
      void reply.header('retry-after', String(worst.retryAfter));
      throw new TooManyRequestsError(rateLimitMessage(worst.scope, worst.max, limit.windowSeconds, worst.retryAfter));
    };
    const existing = routeOptions.onRequest;
    routeOptions.onRequest = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), enforce];
  });
}
