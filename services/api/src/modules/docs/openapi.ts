import {
  API_ROUTE_LIST,
  ERROR_RESPONSE_SCHEMA,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  SESSION_HEADER,
  type ApiRoute,
} from '@renewed/contracts';
import { z } from 'zod';
import { describeWindow, scaledLimit } from '../../infrastructure/http/rate-limits';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  // `unrepresentable: 'any'` keeps refinements (score checks) out of the document instead of failing.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  return rest;
}

/** "At most 30 requests a minute per session and 120 per IP address" (the limit after RATE_LIMIT_FACTOR). */
export function describeRateLimit(route: ApiRoute, rateLimitFactor = 1): string | undefined {
  if (!route.rateLimit) return undefined;
  const limit = scaledLimit(route.rateLimit, rateLimitFactor);
  const window = describeWindow(limit.windowSeconds);
  const perSession = route.session && limit.perSession !== undefined ? `${limit.perSession} requests ${window} per session and ` : '';
  return `Rate limit: at most ${perSession}${limit.perIp} requests ${window} per IP address; past it, 429 with code RATE_LIMITED and a Retry-After header (seconds).`;
}

function operation(route: ApiRoute, rateLimitFactor: number): JsonObject {
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
  // Every write honours it (docs/offline.md, "Idempotency").
  const idempotencyParameter =
    route.method === 'get'
      ? []
      : [
          {
            name: IDEMPOTENCY_HEADER,
            in: 'header',
            required: false,
            description:
              'Optional, 16-128 of A-Z a-z 0-9 - _ (a UUID fits). A repeat with the same key (per session, for a day) gets the first answer again, with Idempotent-Replayed: true, and is not run twice',
            schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
          },
        ];
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
  const rateLimit = describeRateLimit(route, rateLimitFactor);
  return {
    summary: route.summary,
    ...(rateLimit ? { description: rateLimit } : {}),
    tags: [route.tag],
    parameters: [...pathParameters, ...queryParameters, ...sessionParameter, ...idempotencyParameter],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
      : {}),
    responses: {
      [String(route.status)]: {
        description: 'Success',
        ...(route.response ? { content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } } : {}),
      },
      ...(route.body || route.session ? { '400': error } : {}),
      ...(route.rateLimit
        ? {
            '429': {
              ...error,
              description: 'Too many requests (code RATE_LIMITED), or a per-session quota reached (code QUOTA_EXCEEDED)',
              headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
            },
          }
        : {}),
      '500': error,
    },
  };
}

/** The OpenAPI 3.1 document, generated from the zod contracts the API validates with. */
export function buildOpenApiDocument(rateLimitFactor = 1): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of API_ROUTE_LIST) {
    paths[`/api${route.path}`] = { ...(paths[`/api${route.path}`] ?? {}), [route.method]: operation(route, rateLimitFactor) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Renewed API',
      version: '1.0.0',
      description:
        'The /api gateway of Renewed. Visitor data is keyed by the anonymous X-Session-Id header. Every error is JSON { statusCode, error, code, message }: branch on `code` (e.g. SESSION_REQUIRED, VALIDATION_FAILED, RATE_LIMITED, QUOTA_EXCEEDED), show `message` to a person. Answers that depend on the session are sent with Cache-Control: no-store and Vary: X-Session-Id.',
    },
    paths,
  };
}
