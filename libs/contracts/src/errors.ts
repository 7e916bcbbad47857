import { z } from 'zod';

/**
 * The one error body every /api response uses (ARCHITECTURE.md): the web client shows
 * "<status>: <body text>", so `message` must be readable by a person.
 */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Present on 500s only: the id under which the failure was logged. */
  errorId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Codes domain code throws; one filter in the API maps each to an HTTP status. */
export const DOMAIN_ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'SESSION_REQUIRED',
  'SESSION_MISMATCH',
  'CONFLICT',
  'UNAVAILABLE',
  /** A reply we waited for did not come in time (504). */
  'TIMEOUT',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];
