import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { requireHostHeader } from './framework-errors';
import { registerRateLimits } from './rate-limits';
import { registerSecurityHeaders } from './security-headers';
import { registerSessionCaching } from './session-caching';

/**
 * What the gateway adds to every /api route, in every run mode, driven by the API contract:
 * the Host check, security headers, no-store + Vary on personal answers and rate limits.
 * Called on the adapter's Fastify instance before `NestFactory.create`: Nest adds its middleware
 * hook while creating the app and its routes at app.init, and these hooks must come first (route
 * hooks are attached as routes are added; see docs/architecture.md, "Hardening").
 */
export async function registerGatewayHardening(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  fastify.addHook('onRequest', requireHostHeader);
  await registerSecurityHeaders(fastify);
  registerSessionCaching(fastify);
  await registerRateLimits(fastify, config);
}
