import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { DomainErrorCode, ErrorBody } from '@renewed/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { DomainException } from './domain-exception';

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
    default: {
      const unreachable: never = code;
      return unreachable;
    }
  }
}

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
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function errorBody(statusCode: number, message: string, errorId?: string): ErrorBody {
  return { statusCode, error: REASONS[statusCode] ?? 'Error', message, ...(errorId ? { errorId } : {}) };
}

/** Fastify's own errors (body too large, bad JSON, wrong content type) carry a statusCode. */
function clientErrorStatus(exception: unknown): number | undefined {
  if (exception && typeof exception === 'object' && 'statusCode' in exception) {
    const status = Number((exception as { statusCode: unknown }).statusCode);
    if (status >= 400 && status < 500) return status;
  }
  return undefined;
}

/**
 * Maps every error to the JSON body of ARCHITECTURE.md. No stack traces or internals leave the
 * process; an unknown error becomes a 500 with an error id that is also logged.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainException) {
      return errorBody(statusForCode(exception.code), exception.message);
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
      if (status >= 500) return this.unexpected(exception);
      return errorBody(status, message);
    }
    const clientStatus = clientErrorStatus(exception);
    if (clientStatus) {
      const message = clientStatus === 413 ? 'Request body is too large' : (exception as Error).message || 'Bad request';
      return errorBody(clientStatus, message);
    }
    return this.unexpected(exception);
  }

  private unexpected(exception: unknown): ErrorBody {
    const errorId = randomUUID();
    this.logger.error({ errorId, err: exception }, 'Unexpected error');
    return errorBody(500, `Something went wrong on our side. Reference: ${errorId}`, errorId);
  }
}
