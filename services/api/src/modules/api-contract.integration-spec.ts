import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { API_ROUTES, type ApiRouteId } from '@renewed/contracts';
import { API_ROUTE_ID, OUTSIDE_CONTRACT, ROUTE_BODY_PARAM, ROUTE_QUERY_PARAM } from '../common/api-route.decorator';
import { isolatedNames, startApi, testConfig, type RunningApi } from '../../test/harness';

type Handler = { where: string; method: string; path: string; routeId?: ApiRouteId; status?: number; body: boolean; query: boolean };

const joinPath = (...parts: string[]) => `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;

/**
 * API_ROUTES is the one source of the API's routes (docs/architecture.md, "Contracts: one source for routes and payloads"): this
 * compares what Nest actually registers with it, in both directions, so a route cannot be added,
 * renamed or removed in a controller or in the contract alone.
 */
describe('the API contract and the registered routes', () => {
  let running: RunningApi;
  let handlers: Handler[];

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('contract') }));
    handlers = [];
    for (const module of running.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
        if (!type || Reflect.getMetadata(OUTSIDE_CONTRACT, type)) continue;
        const base = (Reflect.getMetadata(PATH_METADATA, type) as string | undefined) ?? '';
        const prototype = type.prototype as Record<string, unknown>;
        for (const name of Object.getOwnPropertyNames(prototype)) {
          const handler = prototype[name];
          if (name === 'constructor' || typeof handler !== 'function') continue;
          const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
          if (path === undefined) continue;
          handlers.push({
            where: `${type.name}.${name}`,
            method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]!.toLowerCase(),
            path: joinPath('api', base, path),
            routeId: Reflect.getMetadata(API_ROUTE_ID, handler) as ApiRouteId | undefined,
            status: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined,
            body: Reflect.getMetadata(ROUTE_BODY_PARAM, handler) === true,
            query: Reflect.getMetadata(ROUTE_QUERY_PARAM, handler) === true,
          });
        }
      }
    }
  });
  afterAll(() => running?.close());

  const contractKey = (method: string, path: string) => `${method} ${joinPath('api', path.replace(/\{(\w+)\}/g, ':$1'))}`;

  it('registers exactly the contract routes, each once', () => {
    const registered = handlers.map((handler) => `${handler.method} ${handler.path}`).sort();
    const declared = Object.values(API_ROUTES)
      .map((route) => contractKey(route.method, route.path))
      .sort();
    expect(registered).toEqual(declared);
  });

  it('declares every handler through its contract entry, with the contract status and schemas', () => {
    for (const handler of handlers) {
      expect({ handler: handler.where, routeId: handler.routeId ?? 'declared without @ApiRoute' }).toEqual({
        handler: handler.where,
        routeId: expect.any(String) as unknown,
      });
      const route = API_ROUTES[handler.routeId!];
      expect({ handler: handler.where, route: `${handler.method} ${handler.path}`, status: handler.status }).toEqual({
        handler: handler.where,
        route: contractKey(route.method, route.path),
        status: route.status,
      });
      // A route with a body schema reads its body through it, and a route without one reads none.
      expect({ handler: handler.where, body: handler.body, query: handler.query }).toEqual({
        handler: handler.where,
        body: 'body' in route && route.body !== undefined,
        query: 'query' in route && route.query !== undefined,
      });
    }
  });
});
