import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { INestApplicationContext } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { AppLogger } from './infrastructure/logging/logging.module';
import { AppModule, type ResolvedConfig } from './app.module';
import { frameworkErrorOptions } from './infrastructure/http/framework-errors';
import { registerGatewayHardening } from './infrastructure/http/gateway-hardening';
import { PrebuiltAnswers } from './infrastructure/http/prebuilt-answers';
import { registerSiteConfig, registerWebApp } from './modules/web/web-app';
import { WorkerModule } from './worker.module';

/** Largest accepted request body; larger bodies get 413. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Builds the HTTP gateway (used by main.ts and by the integration tests). */
export async function createHttpApp(config: ResolvedConfig): Promise<NestFastifyApplication> {
  // The catalogue reads, recorded once the gateway listens and answered from memory ahead of Fastify.
  const prebuilt = new PrebuiltAnswers(config);
  const adapter = new FastifyAdapter({
    serverFactory: prebuilt.serverFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from the proxies named in TRUSTED_PROXIES (default: private
    // and loopback addresses, as nginx or a k8s Service): a client talking to the gateway directly
    // cannot pick its own rate-limit address.
    trustProxy: config.trustedProxies,
    // Fastify's own early errors get our JSON body; the Host check moves into a hook for the same reason.
    ...frameworkErrorOptions,
    http: { requireHostHeader: false },
  });
  // Before Nest creates the app, so these hooks run ahead of Nest's middleware.
  const fastify = adapter.getInstance() as unknown as FastifyInstance;
  await registerGatewayHardening(fastify, config);
  prebuilt.register(fastify);
  // rawBody: Stripe signs the exact bytes it sends; JSON is still parsed for every route.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    rawBody: true,
  });
  app.useLogger(app.get(AppLogger));
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  if (config.webDistDir) await registerWebApp(app, config, config.webDistDir);
  else registerSiteConfig(app, config);
  await app.init();
  return app;
}

/** Builds the worker: an application context with the BullMQ consumers, no HTTP. */
export async function createWorker(config: ResolvedConfig): Promise<INestApplicationContext> {
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  worker.useLogger(worker.get(AppLogger));
  worker.enableShutdownHooks();
  return worker;
}
