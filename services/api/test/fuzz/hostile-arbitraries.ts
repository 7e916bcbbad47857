import type { ApiRoute } from '@renewed/contracts';
import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema that z.toJSONSchema produces for our contracts. */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const pastTimestamp = fc.integer({ min: 60_000, max: 30 * 86_400_000 }).map((ago) => new Date(Date.now() - ago).toISOString());

/**
 * Values shaped like the contract's own schema (mostly valid, so requests get past the first
 * check and reach handlers); the hostile mutations are layered on top.
 */
export function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => plausible(choice, depth + 1)));
  if (schema.allOf?.length) return plausible(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
      return fc.record(Object.fromEntries(keys.map((key) => [key, plausible(properties[key]!, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)),
      });
    }
    case 'array':
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => plausible(item, depth + 1)));
      return fc.array(schema.items ? plausible(schema.items, depth + 1) : fc.string(), {
        minLength: Math.min(schema.minItems ?? 0, 5),
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'string':
      if (schema.format === 'date-time') return pastTimestamp;
      return fc.string({ minLength: Math.min(schema.minLength ?? 0, 40), maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -10, -1e6), max: Math.min(schema.maximum ?? 10, 1e6) });
    case 'number':
      return fc.double({ min: Math.max(schema.minimum ?? -10, -1e6), max: Math.min(schema.maximum ?? 10, 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values an attacker puts where a field should be: wrong types, operators, prototype keys, NULs. */
export function hostileValue(otherSession: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(
      null,
      true,
      0,
      -1,
      1e308,
      Number.MAX_SAFE_INTEGER + 2,
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '$gt',
      '{"$gt":""}',
      '../../../../etc/passwd',
      '..%2f..%2fetc%2fpasswd',
      '%00',
      '%E0%A4%A',
      '<script>alert(1)</script>',
      '__proto__',
      'constructor',
      'prototype',
      '\uD800',
      '🔥'.repeat(500),
      otherSession,
      encodeURIComponent(otherSession),
      [],
      {},
      [otherSession],
    ),
    fc.constant({ $gt: '' }),
    fc.constant({ $ne: null }),
    fc.constant({ $where: 'sleep(1000)' }),
    fc.constant({ $regex: '.*' }),
    fc.constant(JSON.parse('{"__proto__":{"polluted":true}}') as unknown),
    fc.constant({ constructor: { prototype: { polluted: true } } }),
    fc.constant({ sessionId: otherSession }),
    fc.string({ minLength: 5_000, maxLength: 20_000 }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.integer({ min: 50, max: 2_000 }).map((depth) => nested(depth)),
  );
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Raw bodies JSON.stringify cannot make: broken JSON, 100,000 levels of nesting, oversized, NUL. */
export const hostileRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{"a":',
    '{',
    '[',
    'null',
    '"just a string"',
    '12',
    'NaN',
    '{"a":1,"a":2}',
    '\uFEFF{}',
    '{"a":"\u0000"}',
    '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`,
  ),
  fc.string({ maxLength: 200 }),
  fc.constant(`{"notes":"${'x'.repeat(300_000)}"}`),
);

/** Strings for path segments: plausible ids, traversal, bad escapes, operators, other sessions. */
export function hostileSegment(otherSession: string, examples: string[]): fc.Arbitrary<{ text: string; encode: boolean }> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(examples.length ? examples : ['x'])).map((text) => ({ text, encode: true })) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(
          '%E0%A4%A',
          '%',
          '%zz',
          '%00',
          '%2e%2e',
          '..',
          '%2F',
          '$gt',
          '__proto__',
          'constructor',
          '%73ession-1',
          'a'.repeat(5_000),
          '%C0%AE',
        )
        .map((text) => ({ text, encode: false })),
    },
    { weight: 2, arbitrary: fc.string({ maxLength: 60 }).map((text) => ({ text, encode: true })) },
    { weight: 1, arbitrary: fc.constant({ text: otherSession, encode: true }) },
    { weight: 1, arbitrary: fc.constant({ text: otherSession.replace(/^s/, '%73'), encode: false }) },
  );
}

/** Query strings with wrong types, repeated keys, prototype keys and operators. */
export function hostileQuery(route: ApiRoute, otherSession: string): fc.Arbitrary<string> {
  const keys = route.query ? Object.keys((jsonSchemaOf(route.query).properties ?? {}) as object) : [];
  const key = fc.constantFrom(...keys, '__proto__[polluted]', 'constructor[prototype][x]', 'sessionId', '$where');
  const value = fc.oneof(
    fc.constantFrom(
      '',
      '1',
      '-1',
      '0',
      '999999999999',
      'NaN',
      'true',
      '[$gt]=',
      '%E0%A4%A',
      otherSession,
      'hot_flash',
      '5',
      '24',
    ),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}
