import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { DomainException } from './domain-exception';

/** Formats zod issues as one readable line: `field.path: message; other: message`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parses with a schema from libs/contracts or refuses with a 400 that says what is wrong. */
export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, what = 'Request'): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new DomainException('VALIDATION_FAILED', `${what} is invalid: ${describeIssues(result.error)}`);
  return result.data;
}

/** `@Body(new ZodValidationPipe(schema))`: the controller receives a typed, validated value. */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(
    private readonly schema: z.ZodType<T>,
    private readonly what = 'Request body',
  ) {}

  transform(value: unknown): T {
    if (value === undefined || value === null) {
      throw new DomainException('VALIDATION_FAILED', `${this.what} is missing: send a JSON body`);
    }
    return parseOrThrow(this.schema, value, this.what);
  }
}
