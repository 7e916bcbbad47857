import {
  applyDecorators,
  createParamDecorator,
  Delete,
  Get,
  HttpCode,
  Post,
  Put,
  SetMetadata,
  type ExecutionContext,
} from '@nestjs/common';
import { API_ROUTES, type ApiRoute, type ApiRouteId } from '@renewed/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DomainException } from './domain-exception';
import { parseOrThrow } from './zod-validation.pipe';

/**
 * Controllers declare a handler with `@ApiRoute('<id>')`: method, path and success status come
 * from the route's entry in API_ROUTES, and `@RouteBody()` / `@RouteQuery()` parse with that
 * entry's schemas. A route therefore exists in one place, the contract
 * (docs/architecture.md, "Contracts: one source for routes and payloads"), and
 * `api-contract.integration-spec.ts` checks every handler against it in both directions.
 */
export const API_ROUTE_ID = 'renewed:api-route-id';
/** Marks a handler that reads the request body through `@RouteBody()`. */
export const ROUTE_BODY_PARAM = 'renewed:route-body-param';
/** Marks a handler that reads the query string through `@RouteQuery()`. */
export const ROUTE_QUERY_PARAM = 'renewed:route-query-param';
/** Marks a controller that is not part of the API contract, with the reason (the docs pages). */
export const OUTSIDE_CONTRACT = 'renewed:outside-contract';

const VERBS = { get: Get, post: Post, put: Put, delete: Delete } as const;

/** `/bingo/boards/{boardId}` (OpenAPI, under /api) -> `bingo/boards/:boardId` (Nest, with the global prefix). */
export function nestPath(path: string): string {
  return path.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1');
}

export function ApiRoute(id: ApiRouteId): MethodDecorator {
  const route: ApiRoute = API_ROUTES[id];
  return applyDecorators(VERBS[route.method](nestPath(route.path)), HttpCode(route.status), SetMetadata(API_ROUTE_ID, id));
}

/** A controller (or handler) deliberately outside the contract, e.g. the documentation pages. */
export const OutsideContract = (reason: string) => SetMetadata(OUTSIDE_CONTRACT, reason);

function routeOf(context: ExecutionContext): ApiRoute {
  const id = Reflect.getMetadata(API_ROUTE_ID, context.getHandler()) as ApiRouteId | undefined;
  if (!id) throw new Error(`${context.getClass().name}.${context.getHandler().name} reads the body or query without @ApiRoute`);
  return API_ROUTES[id];
}

function schemaOf(route: ApiRoute, part: 'body' | 'query'): z.ZodType {
  const schema = route[part];
  if (!schema) throw new Error(`The contract gives ${route.method.toUpperCase()} ${route.path} no ${part} schema`);
  return schema;
}

const bodyParam = createParamDecorator((what: string, context: ExecutionContext): unknown => {
  const route = routeOf(context);
  const body = context.switchToHttp().getRequest<FastifyRequest>().body;
  if (body === undefined || body === null) {
    throw new DomainException('VALIDATION_FAILED', `${what} is missing: send a JSON body`);
  }
  return parseOrThrow(schemaOf(route, 'body'), body, what);
});

const queryParam = createParamDecorator((what: string, context: ExecutionContext): unknown => {
  const route = routeOf(context);
  return parseOrThrow(schemaOf(route, 'query'), context.switchToHttp().getRequest<FastifyRequest>().query ?? {}, what);
});

function marking(key: string, decorator: ParameterDecorator): ParameterDecorator {
  return (target, property, index) => {
    if (property !== undefined) Reflect.defineMetadata(key, true, (target as Record<string | symbol, object>)[property]!);
    decorator(target, property, index);
  };
}

/**
 * The request body, parsed with the route's contract schema; otherwise a 400 whose message starts
 * with `what` ('Shield application is invalid: ...'), so a person can tell what was refused.
 */
export const RouteBody = (what = 'Request body'): ParameterDecorator => marking(ROUTE_BODY_PARAM, bodyParam(what));
/** The query string, parsed with the route's contract schema. */
export const RouteQuery = (what = 'Query'): ParameterDecorator => marking(ROUTE_QUERY_PARAM, queryParam(what));
