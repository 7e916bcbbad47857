import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { DomainErrorCode, ErrorBody, ErrorCode } from '@renewed/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../infrastructure/database/database-unavailable';
import { DomainException } from './domain-exception';
import { redactSessionIds } from './redact-session-ids';

export function statusForCode(code: DomainErrorCode): number {
  switch (code) {
    case 'VALIDATION_FAILED':
      return HttpStatus.BAD_REQUEST;
    case 'SESSION_REQUIRED':
      return HttpStatus.BAD_REQUEST;
    case 'SESSION_MISMATCH':
      return HttpStatus.FORBIDDEN;
    case 'NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'CONFLICT':
      return HttpStatus.CONFLICT;
    case 'UNAVAILABLE':
      return HttpStatus.SERVICE_UNAVAILABLE;
    case 'TIMEOUT':
      return HttpStatus.GATEWAY_TIMEOUT;
    case 'QUOTA_EXCEEDED':
      return HttpStatus.TOO_MANY_REQUESTS;
    case 'UPSTREAM_FAILED':
      return HttpStatus.BAD_GATEWAY;
    default: {
      const unreachable: never = code;
      return unreachable;
    }
  }
}

/** Retry-After on every 503: the stores come back within seconds (a restart, a new primary). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Our database did not answer just now, so anything you were saving may or may not have been stored. Please try again in a moment.';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The code of an error that does not come from domain code, by its status. */
export function codeForStatus(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 400:
      return 'BAD_REQUEST';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return statusCode >= 500 ? 'INTERNAL' : 'CLIENT_ERROR';
  }
}

export function errorBody(
  statusCode: number,
  message: string,
  code: ErrorCode = codeForStatus(statusCode),
  errorId?: string,
): ErrorBody {
  // A session id never appears in an error, not even the caller's own echoed back (docs/architecture.md, "Logging").
  return {
    statusCode,
    error: REASONS[statusCode] ?? 'Error',
    code,
    message: redactSessionIds(message),
    ...(errorId ? { errorId } : {}),
  };
}

/** Readable messages for Fastify's own client errors (its wording names internals). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty: send a JSON body or no Content-Type header',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Request body must be JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match its Content-Length header',
  FST_ERR_BAD_URL: 'The request URL is malformed (a bad percent-escape)',
};

/** Fastify's own errors (body too large, bad JSON, wrong content type, rate limits) carry a statusCode. */
function clientError(exception: unknown): { status: number; message: string } | undefined {
  if (exception && typeof exception === 'object' && 'statusCode' in exception) {
    const status = Number((exception as { statusCode: unknown }).statusCode);
    if (status >= 400 && status < 500) {
      const frameworkCode = (exception as { code?: unknown }).code;
      const known = typeof frameworkCode === 'string' ? FRAMEWORK_MESSAGES[frameworkCode] : undefined;
      const fallback = status === 413 ? FRAMEWORK_MESSAGES['FST_ERR_CTP_BODY_TOO_LARGE']! : 'Bad request';
      const text = 'message' in exception ? String(exception.message ?? '') : '';
      return { status, message: known ?? (text || fallback) };
    }
  }
  return undefined;
}

type RequestFields = { req: { id: unknown; method: string; url: string } };

/** The request an error happened in, as its access line names it (pino-http's id; no session id in the URL). */
function requestFields(request: FastifyRequest | undefined): RequestFields | undefined {
  const raw = request?.raw as (FastifyRequest['raw'] & { id?: unknown }) | undefined;
  if (raw === undefined) return undefined;
  return { req: { id: raw.id, method: raw.method ?? '', url: redactSessionIds(raw.url ?? '') } };
}

/**
 * Maps every error to the JSON body of docs/architecture.md ("Errors"). No stack traces or internals leave the
 * process; an unknown error becomes a 500 with an error id that is also logged.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const body = this.toBody(exception, requestFields(http.getRequest<FastifyRequest | undefined>()));
    // A store that is away (503) is worth trying again shortly: say when.
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE)
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  /** `request`: the fields that tie a logged error to its request's access line. */
  toBody(exception: unknown, request?: RequestFields): ErrorBody {
    if (exception instanceof DomainException) {
      return errorBody(statusForCode(exception.code), exception.message, exception.code);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const message =
        typeof response === 'string'
          ? response
          : Array.isArray((response as { message?: unknown }).message)
            ? (response as { message: string[] }).message.join('; ')
            : String((response as { message?: unknown }).message ?? exception.message);
      if (status >= 500) return this.unexpected(exception, request);
      // Nest's 404 for an unknown route echoes the URL: never a session id (docs/architecture.md, "Logging").
      return errorBody(status, message);
    }
    const client = clientError(exception);
    if (client) return errorBody(client.status, client.message);
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn({ err: exception, ...request }, 'MongoDB unavailable');
      return errorBody(503, DATABASE_UNAVAILABLE_MESSAGE, 'UNAVAILABLE');
    }
    return this.unexpected(exception, request);
  }

  private unexpected(exception: unknown, request?: RequestFields): ErrorBody {
    const errorId = randomUUID();
    this.logger.error({ errorId, err: exception, ...request }, 'Unexpected error');
    return errorBody(500, `Something went wrong on our side. Reference: ${errorId}`, 'INTERNAL', errorId);
  }
}
