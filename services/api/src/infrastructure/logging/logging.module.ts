import { Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { API_ROUTES } from '@renewed/contracts';
import { LoggerModule } from 'nestjs-pino';
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

/**
 * Structured logs (pino) with redaction; one request line per HTTP call (catalogue reads:
 * at debug only). JSON, or readable lines at a terminal (`logOutput`). Lines are written
 * asynchronously (flushed on exit), so a burst of requests shares one write instead of a
 * blocking write each.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const exclude = quietRoutes(config.logLevel);
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          // Named wildcard (path-to-regexp 8 syntax) for every route.
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          ...(exclude.length > 0 ? { exclude } : {}),
          pinoHttp: [
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
          ],
        }),
      ],
    };
  }
}
