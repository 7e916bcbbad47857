import { SetMetadata } from '@nestjs/common';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { API_ROUTES, type ApiRoute, type ApiRouteId } from '@renewed/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_ROUTE_ID } from './api-route.decorator';
import { CACHED_CATALOGUE_ROUTES } from './cached-json';

/** Metadata key set by `@PrebuiltAnswer()`. */
export const PREBUILT_ANSWER = 'renewed:prebuilt-answer';

/**
 * Marks a catalogue read that the gateway may answer before Nest runs: a Fastify onRequest hook
 * calls this very method with `(request, reply)`, skipping Nest's middleware, router context and
 * exception wrapper (docs/architecture.md, "Performance"). The route stays a normal Nest route
 * (`@ApiRoute`), which answers whenever the fast path is off or the method fails.
 *
 * Only for a parameterless GET in CACHED_CATALOGUE_ROUTES whose method takes exactly
 * `(@Req() request, @Res() reply)` and ends in `CachedJson.send`; `findPrebuiltAnswers`
 * refuses anything else at startup, so nothing Nest would have done for the route is skipped.
 */
export const PrebuiltAnswer = (): MethodDecorator => SetMetadata(PREBUILT_ANSWER, true);

/** Sends the whole answer on `reply` (the controller method, bound to its controller). */
export type PrebuiltAnswerHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

export type FoundPrebuiltAnswer = {
  id: ApiRouteId;
  /** The URL as Fastify registers the route: the global prefix and the contract path. */
  url: string;
  /** `Controller.method`, for messages. */
  where: string;
  answer: PrebuiltAnswerHandler;
};

/** A controller as the Nest container holds it; `instance` is undefined when it is request-scoped. */
export type ControllerEntry = { type: abstract new (...args: never[]) => object; instance: object | undefined };

/** The Nest enhancers that would run around a route; the fast path skips them, so none may be set. */
const ENHANCERS = [
  [GUARDS_METADATA, 'guards'],
  [INTERCEPTORS_METADATA, 'interceptors'],
  [PIPES_METADATA, 'pipes'],
  [EXCEPTION_FILTERS_METADATA, 'exception filters'],
] as const;

const CATALOGUE_ROUTES: readonly ApiRouteId[] = CACHED_CATALOGUE_ROUTES;

/** Why a marked method cannot be answered before Nest runs, or undefined when it can. */
export function prebuiltAnswerProblem(type: ControllerEntry['type'], name: string): string | undefined {
  const method = (type.prototype as Record<string, unknown>)[name] as object;
  const id = Reflect.getMetadata(API_ROUTE_ID, method) as ApiRouteId | undefined;
  if (!id) return 'it has no @ApiRoute, so it has no contract route';
  const route: ApiRoute = API_ROUTES[id];
  if (!CATALOGUE_ROUTES.includes(id)) {
    return `${id} is not in CACHED_CATALOGUE_ROUTES (only those are prebuilt, public and left out of the access log at info)`;
  }
  if (route.method !== 'get') return `${id} is not a GET`;
  if (route.path.includes('{')) return `${id} has path parameters, which Nest parses and validates`;
  if (route.query) return `${id} reads a query string, which Nest parses and validates`;
  if (route.session) return `${id} is a personal (session) route`;
  if (route.rateLimit) return `${id} has a rate limit, which a later route hook enforces`;

  const argumentsMetadata = (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<string, unknown>;
  const expected = [`${RouteParamtypes.REQUEST}:0`, `${RouteParamtypes.RESPONSE}:1`];
  const actual = Object.keys(argumentsMetadata).sort();
  if (actual.length !== expected.length || actual.some((key, index) => key !== expected[index])) {
    return 'its parameters must be exactly (@Req() request, @Res() reply)';
  }
  for (const [key, what] of ENHANCERS) {
    const onMethod = Reflect.getMetadata(key, method) as unknown[] | undefined;
    const onClass = Reflect.getMetadata(key, type) as unknown[] | undefined;
    if ((onMethod?.length ?? 0) > 0 || (onClass?.length ?? 0) > 0) return `it has ${what}, which Nest would run`;
  }
  if (Reflect.getMetadata(HEADERS_METADATA, method)) return 'it sets headers with @Header(), which Nest would add';
  if (Reflect.getMetadata(REDIRECT_METADATA, method)) return 'it redirects with @Redirect(), which Nest would do';
  return undefined;
}

/**
 * The methods marked `@PrebuiltAnswer()` among the controllers, keyed by their contract URL.
 * Throws, naming the method and the reason, when a marked method does not qualify (see
 * `prebuiltAnswerProblem`) or two answer the same URL: the app then does not start.
 */
export function findPrebuiltAnswers(controllers: Iterable<ControllerEntry>, prefix = '/api'): FoundPrebuiltAnswer[] {
  const found: FoundPrebuiltAnswer[] = [];
  for (const { type, instance } of controllers) {
    const prototype = type.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const method = prototype[name];
      if (name === 'constructor' || typeof method !== 'function' || !Reflect.getMetadata(PREBUILT_ANSWER, method)) continue;
      const where = `${type.name}.${name}`;
      const problem = instance ? prebuiltAnswerProblem(type, name) : 'its controller is request-scoped';
      if (problem) throw new Error(`${where} cannot be a @PrebuiltAnswer(): ${problem}`);
      const id = Reflect.getMetadata(API_ROUTE_ID, method) as ApiRouteId;
      const url = `${prefix}${API_ROUTES[id].path}`;
      const twin = found.find((answer) => answer.url === url);
      if (twin) throw new Error(`${where} and ${twin.where} are both @PrebuiltAnswer() for ${url}`);
      const handler = method as (request: FastifyRequest, reply: FastifyReply) => unknown;
      found.push({ id, url, where, answer: (request, reply) => handler.call(instance, request, reply) });
    }
  }
  return found;
}
