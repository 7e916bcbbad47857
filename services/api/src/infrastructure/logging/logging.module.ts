import {
  Inject,
  Injectable,
  Module,
  RequestMethod,
  type DynamicModule,
  type LoggerService,
  type MiddlewareConsumer,
  type NestMiddleware,
  type NestModule,
} from '@nestjs/common';
import { API_ROUTES } from '@renewed/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger as Pino } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { nestPath } from '../../common/api-route.decorator';
import { CACHED_CATALOGUE_ROUTES } from '../../common/cached-json';
import { redactSessionIds } from '../../common/redact-session-ids';
import type { AppConfig } from '../../config/app-config';
import { logOutput } from './log-output';

/**
 * Session ids appear in some paths (bingo progress); they must never reach a log line, also
 * when percent-encoded (decoded before redacting).
 */
export function redactUrl(url: string | undefined): string | undefined {
  return url === undefined ? undefined : redactSessionIds(url);
}

/** Paths whose values are secrets or visitor keys. */
export const REDACTED_PATHS = [
  'req.headers["x-session-id"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.sessionId',
  '*.password',
  '*.apiKey',
  '*.openaiApiKey',
  // A chat conversation is never logged, even by accident (docs/architecture.md, "Ask an Auntie").
  '*.messages',
  '*.response',
];

/** Whether catalogue reads get an access line at this level (the gateway's fast path is off then). */
export function logsCatalogueReads(logLevel: AppConfig['logLevel']): boolean {
  return logLevel === 'debug' || logLevel === 'trace';
}

/**
 * The catalogue reads (prebuilt answers, nothing personal in them) get an access line only at
 * debug or trace: at info they skip the request logger altogether, which was the largest cost
 * of such a read (docs/architecture.md, "Performance"). Their errors are still logged by the
 * exception filter.
 */
export function quietRoutes(logLevel: AppConfig['logLevel']): Array<{ path: string; method: RequestMethod }> {
  if (logsCatalogueReads(logLevel)) return [];
  return CACHED_CATALOGUE_ROUTES.map((id) => ({ path: nestPath(API_ROUTES[id].path), method: RequestMethod.GET }));
}

/** The request logger (pino-http) and, as its `.logger`, the process's one pino logger. */
const HTTP_LOGGER = Symbol('HTTP_LOGGER');
const ACCESS_LOG_EXCLUDE = Symbol('ACCESS_LOG_EXCLUDE');

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * Nest's logger on pino: what Nest and our `new Logger(context)` calls write. Follows pino's
 * argument order (`logger.warn({ err }, 'message')`); Nest's context, passed last, becomes the
 * `context` field. Nothing is bound per request (no AsyncLocalStorage, docs/architecture.md,
 * "Logging"): a line about a request names it itself.
 */
@Injectable()
export class AppLogger implements LoggerService {
  private readonly pino: Pino;

  constructor(@Inject(HTTP_LOGGER) httpLogger: HttpLogger) {
    this.pino = httpLogger.logger;
  }

  verbose(message: unknown, ...optionalParams: unknown[]): void {
    this.write('trace', message, optionalParams);
  }
  debug(message: unknown, ...optionalParams: unknown[]): void {
    this.write('debug', message, optionalParams);
  }
  log(message: unknown, ...optionalParams: unknown[]): void {
    this.write('info', message, optionalParams);
  }
  warn(message: unknown, ...optionalParams: unknown[]): void {
    this.write('warn', message, optionalParams);
  }
  error(message: unknown, ...optionalParams: unknown[]): void {
    this.write('error', message, optionalParams);
  }
  fatal(message: unknown, ...optionalParams: unknown[]): void {
    this.write('fatal', message, optionalParams);
  }

  private write(level: Level, message: unknown, optionalParams: unknown[]): void {
    // Nest passes the context last: `logger.error(message, stack, context)` or `(object, message, context)`.
    const fields: Record<string, unknown> = {};
    const params = optionalParams.length > 0 ? optionalParams.slice(0, -1) : [];
    if (optionalParams.length > 0) fields.context = optionalParams[optionalParams.length - 1];
    if (message instanceof Error) fields.err = message;
    else if (typeof message === 'object' && message !== null) Object.assign(fields, message);
    else if (level === 'error' && typeof params[0] === 'string' && /\n\s*at /.test(params[0])) {
      // Nest's own exception handlers call error(message, stack, context).
      fields.err = Object.assign(new Error(String(message)), { stack: params[0] });
      this.pino.error(fields);
      return;
    }
    const text = typeof message === 'object' && message !== null ? params[0] : message;
    if (text === undefined) this.pino[level](fields);
    else this.pino[level](fields, String(text));
  }
}

/** One access line per request, from pino-http, when the response is finished. */
@Injectable()
class AccessLogMiddleware implements NestMiddleware {
  constructor(@Inject(HTTP_LOGGER) private readonly httpLogger: HttpLogger) {}

  use(request: IncomingMessage, response: ServerResponse, next: () => void): void {
    this.httpLogger(request, response);
    next();
  }
}

/**
 * Structured logs (pino) with redaction; one request line per HTTP call (catalogue reads:
 * at debug only). JSON, or readable lines at a terminal (`logOutput`). Lines are written
 * asynchronously (flushed on exit), so a burst of requests shares one write instead of a
 * blocking write each.
 */
@Module({})
export class LoggingModule implements NestModule {
  constructor(@Inject(ACCESS_LOG_EXCLUDE) private readonly exclude: Array<{ path: string; method: RequestMethod }>) {}

  static forRoot(config: AppConfig): DynamicModule {
    const httpLogger = pinoHttp(
      {
        level: config.logLevel,
        redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
        serializers: {
          req: (request: { id?: unknown; method?: string; url?: string }) => ({
            id: request.id,
            method: request.method,
            url: redactUrl(request.url),
          }),
          res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
        },
        // Health probes would drown everything else.
        autoLogging: { ignore: (request) => /^\/api\/(health|ready)\b/.test(request.url ?? '') },
      },
      logOutput(config),
    );
    return {
      module: LoggingModule,
      global: true,
      providers: [
        { provide: HTTP_LOGGER, useValue: httpLogger },
        { provide: ACCESS_LOG_EXCLUDE, useValue: quietRoutes(config.logLevel) },
        AppLogger,
        AccessLogMiddleware,
      ],
      exports: [AppLogger],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    const applied = consumer.apply(AccessLogMiddleware);
    // Named wildcard (path-to-regexp 8 syntax) for every route.
    (this.exclude.length > 0 ? applied.exclude(...this.exclude) : applied).forRoutes({
      path: '{*path}',
      method: RequestMethod.ALL,
    });
  }
}
