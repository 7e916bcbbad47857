import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { findPrebuiltAnswers, type ControllerEntry, type PrebuiltAnswerHandler } from '../../common/prebuilt-answer.decorator';
import type { AppConfig } from '../../config/app-config';
import { logsCatalogueReads } from '../logging/logging.module';

/** Every controller of the app, as Nest created it (instances exist once NestFactory.create returns). */
function controllersOf(app: NestFastifyApplication): ControllerEntry[] {
  const controllers: ControllerEntry[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      if (!wrapper.metatype) continue;
      controllers.push({
        type: wrapper.metatype as ControllerEntry['type'],
        instance: wrapper.isDependencyTreeStatic() ? (wrapper.instance as object) : undefined,
      });
    }
  }
  return controllers;
}

/** Runs an answer; a synchronous throw becomes a rejection like an async method's. */
function run(answer: PrebuiltAnswerHandler, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  try {
    return Promise.resolve(answer(request, reply));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * The onRequest hook: a GET whose matched route has a prebuilt answer is answered here, and
 * Fastify, seeing the reply sent and `done` never called, skips the later hooks (Nest's
 * middleware) and the route handler (Nest's router). onSend and onResponse hooks still run. If
 * the method fails before sending, the request goes on down the normal Nest path, which answers
 * (or maps the error) exactly as it would without this hook.
 */
function answerBeforeNest(answers: ReadonlyMap<string, PrebuiltAnswerHandler>) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const answer = request.method === 'GET' ? answers.get(request.routeOptions.url ?? '') : undefined;
    if (answer === undefined) {
      done();
      return;
    }
    run(answer, request, reply).catch(() => {
      if (!reply.sent && !reply.raw.headersSent) done();
    });
  };
}

/**
 * The fast path for the parameterless catalogue reads (docs/architecture.md, "Performance"):
 * the controller methods marked `@PrebuiltAnswer()` answer from a Fastify onRequest hook,
 * before Nest's middleware and router run. Registered on the adapter's Fastify instance before
 * `NestFactory.create`, after the Host check and the security headers hooks (so their headers are
 * on the reply): Nest adds its middleware hook (middie) while it creates the app, and Fastify runs
 * onRequest hooks in the order they were added. The controllers do not exist yet, so the answers
 * are found by the returned function, to be called with the created app. Off at LOG_LEVEL debug or
 * trace, where catalogue reads get their access line from the request logger.
 */
export function registerPrebuiltAnswers(fastify: FastifyInstance, config: AppConfig): (app: NestFastifyApplication) => void {
  if (logsCatalogueReads(config.logLevel)) return () => undefined;
  const answers = new Map<string, PrebuiltAnswerHandler>();
  fastify.addHook('onRequest', answerBeforeNest(answers));
  return (app) => {
    const found = findPrebuiltAnswers(controllersOf(app));
    for (const { url, answer } of found) answers.set(url, answer);
    if (found.length === 0) return;
    // The URL comes from the contract; make sure Nest registered exactly that route.
    fastify.addHook('onReady', async () => {
      const missing = found.filter(({ url }) => !fastify.hasRoute({ method: 'GET', url }));
      if (missing.length > 0) {
        throw new Error(
          `@PrebuiltAnswer() routes not registered: ${missing.map(({ where, url }) => `${where} (${url})`).join(', ')}`,
        );
      }
    });
  };
}
