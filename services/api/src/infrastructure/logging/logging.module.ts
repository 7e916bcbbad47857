import { Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { redactSessionIds } from '../../common/redact-session-ids';
import type { AppConfig } from '../../config/app-config';

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

/** Structured JSON logs (pino) with redaction; one request line per HTTP call. */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          // Named wildcard (path-to-regexp 8 syntax) for every route.
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
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
        }),
      ],
    };
  }
}
