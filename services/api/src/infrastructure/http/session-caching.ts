import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { contractRouteFor } from './contract-routes';

/** Adds a field to a Vary header once, keeping what is already there. */
export function withVary(existing: string | number | string[] | undefined, field: string): string {
  const fields = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((value) => value.toLowerCase() === field.toLowerCase())) return fields.join(', ');
  return [...fields, field].join(', ');
}

/**
 * Every answer of a route the contract marks `session: true` (success or error) is personal:
 * `Cache-Control: no-store` and `Vary: X-Session-Id`, so no browser, proxy or CDN keeps it or
 * serves it to another visitor. Decided here from the contract, not per controller.
 */
export function registerSessionCaching(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (routeOptions: RouteOptions) => {
    const methods = Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
    if (!methods.some((method) => contractRouteFor(method, routeOptions.url)?.route.session)) return;
    const personal = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      void reply.header('cache-control', 'no-store').header('vary', withVary(reply.getHeader('vary'), 'X-Session-Id'));
      return payload;
    };
    const existing = routeOptions.onSend;
    routeOptions.onSend = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), personal];
  });
}
