import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { requireHostHeader } from './framework-errors';
import { registerPrebuiltAnswers } from './prebuilt-answers';
import { registerRateLimits } from './rate-limits';
import { registerSecurityHeaders } from './security-headers';
import { registerSessionCaching } from './session-caching';

/**
 * What the gateway adds to every /api route, in every run mode, driven by the API contract:
 * the Host check, security headers, no-store + Vary on personal answers, rate limits, and the
 * fast path that answers the parameterless catalogue reads before Nest runs.
 * Called before Nest registers its routes (app.init), because the route hooks are attached
 * as routes are added (docs/architecture.md, "Hardening").
 */
export async function registerGatewayHardening(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.addHook('onRequest', requireHostHeader);
  await registerSecurityHeaders(fastify);
  registerSessionCaching(fastify);
  await registerRateLimits(fastify, config);
  // After the Host check and security headers (their headers are on the reply), before Nest's middleware.
  registerPrebuiltAnswers(app, fastify, config);
}
