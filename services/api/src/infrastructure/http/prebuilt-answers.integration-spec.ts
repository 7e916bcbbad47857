import { QueryBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_ROUTES, type ApiRouteId } from '@renewed/contracts';
import type { FastifyInstance } from 'fastify';
import { createHttpApp } from '../../bootstrap';
import { DomainException } from '../../common/domain-exception';
import { captureLogs, type LogCapture } from '../../../test/log-capture';
import { isolatedNames, testConfig } from '../../../test/harness';
import { rawRequest, type RawResponse } from '../../../test/raw-get';
import { GetSmartStacksQuery } from '../../modules/smart-stacks/queries/get-smart-stacks.query';
import { connect } from 'node:net';
import { PREBUILT_URLS, prebuiltAnswersRecorded } from './prebuilt-answers';

/** The parameterless catalogue reads, answered from memory once recorded. */
const FAST_ROUTES = [
  'educationModules',
  'educationCategories',
  'smartStacks',
  'bingoBoards',
] as const satisfies readonly ApiRouteId[];

/** The status line and body of a raw HTTP/1.1 exchange (for requests a client library will not send). */
function rawExchange(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

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
  await prebuiltAnswersRecorded(app.getHttpAdapter().getInstance() as unknown as FastifyInstance);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, baseUrl: `http://127.0.0.1:${port}`, handlerEntries: () => entries, middlewareEntries: () => middleware };
}

/**
 * The prebuilt answers (docs/benchmarks.md, "The gateway's overhead"): the parameterless catalogue
 * reads, recorded once the gateway listens, are answered from the server's request listener,
 * ahead of Fastify and Nest. Their answers must be byte for byte and header for header those of
 * the normal Nest path: the same app at LOG_LEVEL debug, where prebuilt answers are off.
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

    it('keeps answering from memory, without asking the catalogue again', async () => {
      jest.spyOn(fast.app.get(QueryBus), 'execute').mockRejectedValue(new Error('the catalogue is not asked again'));
      const first = await send(`${fast.baseUrl}${path}`, 'GET', { 'accept-encoding': 'br' });
      const { fast: fastAnswer, normal: normalAnswer, fastEnteredNest } = await both(path, 'GET', { 'accept-encoding': 'br' });
      expect(fastAnswer.status).toBe(200);
      expect(fastAnswer.headers).toEqual(normalAnswer.headers);
      expect(fastAnswer.body.equals(normalAnswer.body)).toBe(true);
      expect(first.body.equals(normalAnswer.body)).toBe(true);
      expect(fastEnteredNest).toBe(0);
    });
  });

  it('covers exactly the parameterless catalogue reads', () => {
    expect([...PREBUILT_URLS].sort()).toEqual(FAST_ROUTES.map((id) => `/api${API_ROUTES[id].path}`).sort());
  });

  it('leaves a request without a Host header to the gateway, which refuses it as before', async () => {
    const request = 'GET /api/smart-stacks HTTP/1.1\r\nConnection: close\r\n\r\n';
    const [fastAnswer, normalAnswer] = [await rawExchange(fast.baseUrl, request), await rawExchange(normal.baseUrl, request)];
    expect(fastAnswer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(fastAnswer.slice(fastAnswer.indexOf('\r\n\r\n'))).toBe(normalAnswer.slice(normalAnswer.indexOf('\r\n\r\n')));
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

describe('a catalogue read that fails while the gateway records it', () => {
  let gateway: Gateway;
  let logs: LogCapture;

  beforeAll(async () => {
    logs = captureLogs();
    // Only the Smart Stacks read fails, and only while the gateway records its answers.
    const execute = QueryBus.prototype.execute as (this: QueryBus, query: unknown) => Promise<unknown>;
    const failing = function (this: QueryBus, query: unknown): Promise<unknown> {
      if (query instanceof GetSmartStacksQuery) {
        return Promise.reject(new DomainException('UNAVAILABLE', 'The catalogue is not available right now'));
      }
      return execute.call(this, query);
    };
    const spy = jest.spyOn(QueryBus.prototype, 'execute').mockImplementation(failing as QueryBus['execute']);
    gateway = await startGateway('prebuilt_failing', 'info');
    spy.mockRestore();
  });
  afterAll(async () => {
    await gateway?.app.close();
    logs?.restore();
  });

  it('is left to Nest, which answers it normally once it can', async () => {
    const before = gateway.handlerEntries();
    const answer = await send(`${gateway.baseUrl}/api/smart-stacks`, 'GET', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(gateway.handlerEntries() - before).toBe(1);
    // The other reads recorded cleanly and are answered from memory.
    const other = gateway.handlerEntries();
    expect((await send(`${gateway.baseUrl}/api/bingo/boards`, 'GET')).status).toBe(200);
    expect(gateway.handlerEntries() - other).toBe(0);
  });
});
