import { QueryBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_ROUTES, type ApiRouteId } from '@renewed/contracts';
import type { FastifyInstance } from 'fastify';
import { createHttpApp } from '../../bootstrap';
import { DomainException } from '../../common/domain-exception';
import { captureLogs, type LogCapture } from '../../../test/log-capture';
import { isolatedNames, testConfig } from '../../../test/harness';
import { rawRequest, type RawResponse } from '../../../test/raw-get';

/** The parameterless catalogue reads marked @PrebuiltAnswer(). */
const FAST_ROUTES = [
  'educationModules',
  'educationCategories',
  'smartStacks',
  'bingoBoards',
] as const satisfies readonly ApiRouteId[];

/** Headers that differ between any two answers (time, connection handling). */
const PER_CONNECTION = ['date', 'connection', 'keep-alive'];

async function send(url: string, method: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const answer = await rawRequest(method, url, headers);
  const kept = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_CONNECTION.includes(name)));
  return { ...answer, headers: kept };
}

type Gateway = { app: NestFastifyApplication; baseUrl: string; handlerEntries: () => number; middlewareEntries: () => number };

/**
 * A gateway with a counter on Fastify's preHandler stage, the last step before the route handler
 * (Nest's router), which counts the requests that went down the Nest path; and one in Nest's
 * middleware chain (middie, where the request logger runs), which counts those that reached it.
 */
async function startGateway(label: string, logLevel: string): Promise<Gateway> {
  const app = await createHttpApp(testConfig({ driver: 'inline', ...isolatedNames(label), env: { LOG_LEVEL: logLevel } }));
  let entries = 0;
  (app.getHttpAdapter().getInstance() as unknown as FastifyInstance).addHook('preHandler', async () => {
    entries += 1;
  });
  let middleware = 0;
  app.use((_request: unknown, _response: unknown, next: () => void) => {
    middleware += 1;
    next();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, baseUrl: `http://127.0.0.1:${port}`, handlerEntries: () => entries, middlewareEntries: () => middleware };
}

/**
 * The fast path (docs/architecture.md, "Performance") answers the parameterless catalogue reads
 * from an onRequest hook. Its answers must be byte for byte and header for header those of the
 * normal Nest path: the same app at LOG_LEVEL debug, where the fast path is off.
 */
describe('catalogue reads answered before Nest runs', () => {
  let fast: Gateway;
  let normal: Gateway;
  let logs: LogCapture;

  beforeAll(async () => {
    // The debug gateway writes access lines; keep them out of the test output.
    logs = captureLogs();
    fast = await startGateway('prebuilt_fast', 'info');
    normal = await startGateway('prebuilt_normal', 'debug');
  });
  afterAll(async () => {
    await fast?.app.close();
    await normal?.app.close();
    logs?.restore();
  });
  afterEach(() => jest.restoreAllMocks());

  /** The same request to both gateways, and how many of each reached Nest's route handler. */
  async function both(path: string, method = 'GET', headers: Record<string, string> = {}) {
    const [fastBefore, normalBefore] = [fast.handlerEntries(), normal.handlerEntries()];
    const [fastMiddlewareBefore, normalMiddlewareBefore] = [fast.middlewareEntries(), normal.middlewareEntries()];
    const fastAnswer = await send(`${fast.baseUrl}${path}`, method, headers);
    const normalAnswer = await send(`${normal.baseUrl}${path}`, method, headers);
    return {
      fast: fastAnswer,
      normal: normalAnswer,
      fastEnteredNest: fast.handlerEntries() - fastBefore,
      normalEnteredNest: normal.handlerEntries() - normalBefore,
      fastEnteredMiddleware: fast.middlewareEntries() - fastMiddlewareBefore,
      normalEnteredMiddleware: normal.middlewareEntries() - normalMiddlewareBefore,
    };
  }

  describe.each(FAST_ROUTES.map((id) => [id]))('%s', (id) => {
    const path = `/api${API_ROUTES[id].path}`;

    it.each([
      ['identity', {}],
      ['brotli', { 'accept-encoding': 'gzip, deflate, br' }],
      ['gzip', { 'accept-encoding': 'gzip' }],
      ['a stale If-None-Match', { 'accept-encoding': 'br', 'if-none-match': '"not-the-tag"' }],
    ] as Array<[string, Record<string, string>]>)(
      'answers %s with the same status, headers and bytes, without entering Nest',
      async (_, headers) => {
        const {
          fast: fastAnswer,
          normal: normalAnswer,
          fastEnteredNest,
          normalEnteredNest,
          fastEnteredMiddleware,
          normalEnteredMiddleware,
        } = await both(path, 'GET', headers);
        expect(fastAnswer.status).toBe(200);
        expect(fastAnswer.headers).toEqual(normalAnswer.headers);
        expect(fastAnswer.body.equals(normalAnswer.body)).toBe(true);
        // The security headers set by the earlier hooks are on the fast answer.
        expect(fastAnswer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
        expect(fastAnswer.headers['x-content-type-options']).toBe('nosniff');
        expect(fastEnteredNest).toBe(0);
        expect(normalEnteredNest).toBe(1);
        // Nor Nest's middleware chain, which runs before the router.
        expect(fastEnteredMiddleware).toBe(0);
        expect(normalEnteredMiddleware).toBe(1);
      },
    );

    it('answers If-None-Match with the same empty 304, without entering Nest', async () => {
      for (const coding of ['br', 'gzip', 'identity']) {
        const first = await send(`${fast.baseUrl}${path}`, 'GET', { 'accept-encoding': coding });
        const headers = { 'accept-encoding': coding, 'if-none-match': first.headers.etag as string };
        const { fast: fastAnswer, normal: normalAnswer, fastEnteredNest } = await both(path, 'GET', headers);
        expect(fastAnswer.status).toBe(304);
        expect(fastAnswer.body.length).toBe(0);
        expect(fastAnswer.headers).toEqual(normalAnswer.headers);
        expect(normalAnswer.status).toBe(304);
        expect(fastEnteredNest).toBe(0);
      }
    });

    it('ignores a query string like Nest does', async () => {
      const {
        fast: fastAnswer,
        normal: normalAnswer,
        fastEnteredNest,
      } = await both(`${path}?page=2`, 'GET', { 'accept-encoding': 'br' });
      expect(fastAnswer.status).toBe(200);
      expect(fastAnswer.headers).toEqual(normalAnswer.headers);
      expect(fastAnswer.body.equals(normalAnswer.body)).toBe(true);
      expect(fastEnteredNest).toBe(0);
    });

    it('leaves HEAD to Nest, with the same answer', async () => {
      const { fast: fastAnswer, normal: normalAnswer, fastEnteredNest } = await both(path, 'HEAD', { 'accept-encoding': 'br' });
      expect(fastAnswer.status).toBe(200);
      expect(fastAnswer.headers).toEqual(normalAnswer.headers);
      expect(fastAnswer.body.length).toBe(0);
      expect(fastEnteredNest).toBe(1);
    });

    it('hands a failing read to Nest, which answers with our JSON error body', async () => {
      for (const gateway of [fast, normal]) {
        jest
          .spyOn(gateway.app.get(QueryBus), 'execute')
          .mockRejectedValue(new DomainException('UNAVAILABLE', 'The catalogue is not available right now'));
      }
      const { fast: fastAnswer, normal: normalAnswer, fastEnteredNest } = await both(path, 'GET', { 'accept-encoding': 'br' });
      expect(fastAnswer.status).toBe(503);
      expect(JSON.parse(fastAnswer.body.toString('utf8'))).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'UNAVAILABLE',
        message: 'The catalogue is not available right now',
      });
      expect(fastAnswer.headers).toEqual(normalAnswer.headers);
      expect(fastAnswer.body.equals(normalAnswer.body)).toBe(true);
      expect(fastEnteredNest).toBe(1);
    });

    it('lets Nest answer normally when only the fast attempt fails', async () => {
      jest.spyOn(fast.app.get(QueryBus), 'execute').mockRejectedValueOnce(new Error('a passing failure'));
      const { fast: fastAnswer, normal: normalAnswer, fastEnteredNest } = await both(path, 'GET', { 'accept-encoding': 'br' });
      expect(fastAnswer.status).toBe(200);
      expect(fastAnswer.headers).toEqual(normalAnswer.headers);
      expect(fastAnswer.body.equals(normalAnswer.body)).toBe(true);
      expect(fastEnteredNest).toBe(1);
    });
  });

  it('leaves the module read, whose id Nest validates, to Nest', async () => {
    const ok = await both('/api/education/modules/what-is-perimenopause', 'GET', { 'accept-encoding': 'br' });
    expect(ok.fast.status).toBe(200);
    expect(ok.fast.headers).toEqual(ok.normal.headers);
    expect(ok.fastEnteredNest).toBe(1);
    const invalid = await both('/api/education/modules/NOT%20AN%20ID');
    expect(invalid.fast.status).toBe(400);
    expect(invalid.fast.body.equals(invalid.normal.body)).toBe(true);
  });

  it('leaves other methods on a fast route to Nest (404 or 405 as before)', async () => {
    const { fast: fastAnswer, normal: normalAnswer } = await both('/api/smart-stacks', 'POST');
    expect(fastAnswer.status).toBe(normalAnswer.status);
    expect(fastAnswer.headers).toEqual(normalAnswer.headers);
    expect(fastAnswer.body.equals(normalAnswer.body)).toBe(true);
  });
});
