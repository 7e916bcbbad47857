import { z } from 'zod';

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
  /** A per-session ceiling on stored data was reached (429, docs/product.md, "Limits and errors"). */
  'QUOTA_EXCEEDED',
  /** A service we depend on (Stripe) refused or failed (502). */
  'UPSTREAM_FAILED',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** Codes the gateway itself gives to errors that do not come from domain code. */
export const GATEWAY_ERROR_CODES = [
  /** Too many requests from this address or session in the route's window (429 with Retry-After). */
  'RATE_LIMITED',
  /** The request body is larger than the gateway accepts (413). */
  'PAYLOAD_TOO_LARGE',
  /** Malformed HTTP: bad JSON, a bad percent-escape in the URL, a missing Host header (400). */
  'BAD_REQUEST',
  /** The body is not JSON (415). */
  'UNSUPPORTED_MEDIA_TYPE',
  /** Any other 4xx the framework raises. */
  'CLIENT_ERROR',
  /** Our fault; the body carries an errorId that is also logged (500). */
  'INTERNAL',
] as const;

/** Every `code` an error body can carry. */
export const ERROR_CODES = [...DOMAIN_ERROR_CODES, ...GATEWAY_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error body every /api response uses (docs/architecture.md, "Errors"): the web client shows
 * "<status>: <body text>", so `message` must be readable by a person.
 */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /**
   * What went wrong, for code to branch on without reading `message`: a domain code
   * (`SESSION_REQUIRED`, `VALIDATION_FAILED`, `QUOTA_EXCEEDED`, ...) or one of the gateway's own
   * (`RATE_LIMITED`, `PAYLOAD_TOO_LARGE`, `BAD_REQUEST`, `INTERNAL`, ...). See ERROR_CODES.
   */
  code: z.enum(ERROR_CODES),
  /** Present on 500s only: the id under which the failure was logged. */
  errorId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
