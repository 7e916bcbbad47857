import { API_ROUTE_LIST, ERROR_RESPONSE_SCHEMA, SESSION_HEADER, type ApiRoute } from '@renewed/contracts';
import { z } from 'zod';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  // `unrepresentable: 'any'` keeps refinements (score checks) out of the document instead of failing.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  return rest;
}

function operation(route: ApiRoute): JsonObject {
  const pathParameters = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const sessionParameter = route.session
    ? [
        {
          name: SESSION_HEADER,
          in: 'header',
          required: true,
          description: "The visitor's anonymous session id",
          schema: { type: 'string' },
        },
      ]
    : [];
  const queryParameters = route.query
    ? Object.entries((jsonSchema(route.query, 'input').properties ?? {}) as Record<string, JsonObject>).map(([name, schema]) => ({
        name,
        in: 'query',
        required: false,
        schema,
      }))
    : [];
  const error = {
    description: 'Error',
    content: { 'application/json': { schema: jsonSchema(ERROR_RESPONSE_SCHEMA, 'output') } },
  };
  return {
    summary: route.summary,
    tags: [route.tag],
    parameters: [...pathParameters, ...queryParameters, ...sessionParameter],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
      : {}),
    responses: {
      [String(route.status)]: {
        description: 'Success',
        ...(route.response ? { content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } } : {}),
      },
      ...(route.body || route.session ? { '400': error } : {}),
      '500': error,
    },
  };
}

/** The OpenAPI 3.1 document, generated from the zod contracts the API validates with. */
export function buildOpenApiDocument(): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of API_ROUTE_LIST) {
    paths[`/api${route.path}`] = { ...(paths[`/api${route.path}`] ?? {}), [route.method]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Renewed API',
      version: '1.0.0',
      description: 'The /api gateway of Renewed. Visitor data is keyed by the anonymous X-Session-Id header.',
    },
    paths,
  };
}
