import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiGet, apiSend } from './api-client';
import { SESSION_STORAGE_KEY } from './session';
import { createQueryClient, getQueryFn } from './query-client';

/** A real local HTTP server: the client is exercised over the network, not with a mocked fetch. */
let server: Server;
let base: string;
const seen: Array<{ method?: string; url?: string; headers: Record<string, unknown>; body: string }> = [];

beforeAll(async () => {
  (globalThis as { localStorage?: Storage }).localStorage = {
    store: new Map<string, string>(),
    getItem(key: string) {
      return (this as unknown as { store: Map<string, string> }).store.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      (this as unknown as { store: Map<string, string> }).store.set(key, value);
    },
  } as unknown as Storage;
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url === '/json-error') {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'severity: Too big' }));
      } else if (request.url === '/text-error') {
        response.writeHead(502, 'Bad Gateway');
        response.end('upstream down');
      } else if (request.url === '/empty-error') {
        response.writeHead(503, 'Service Unavailable');
        response.end();
      } else if (request.url === '/refuses-first-session') {
        // Like the API refusing a session id it judges badly made, once.
        const refused = !seen.slice(0, -1).some((earlier) => earlier.url === request.url);
        response.writeHead(refused ? 400 : 200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            refused
              ? {
                  statusCode: 400,
                  error: 'Bad Request',
                  code: 'SESSION_REQUIRED',
                  message: 'The X-Session-Id header is malformed: Session id has an impossible timestamp',
                }
              : { ok: true, path: request.url },
          ),
        );
      } else if (request.url === '/rate-limited') {
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
        response.end(
          JSON.stringify({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'Too many requests' }),
        );
      } else if (request.url === '/unauthorized') {
        response.writeHead(401, 'Unauthorized');
        response.end();
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: true, path: request.url }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('api client (docs/product.md, "Errors and messages")', () => {
  it('sends JSON bodies with a JSON content type and the X-Session-Id header', async () => {
    await apiSend({ method: 'POST', url: `${base}/things` }, { severity: 3 });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-session-id']).toMatch(/^session-\d{13}-/);
    expect(JSON.parse(request.body)).toEqual({ severity: 3 });
  });

  it('errors read "<status>: <message>" for the API JSON error body', async () => {
    await expect(apiGet(`${base}/json-error`)).rejects.toThrow('400: severity: Too big');
  });

  it('errors read "<status>: <body text>", or the status text when the body is empty', async () => {
    await expect(apiGet(`${base}/text-error`)).rejects.toThrow('502: upstream down');
    await expect(apiGet(`${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });

  it('the default loader GETs the query key joined with "/", and a failure is an error with the status', async () => {
    const fetchByKey = getQueryFn<{ path: string }>();
    const result = await fetchByKey({ queryKey: [`${base}/api`, 'bingo', 'boards'] } as never);
    expect(result).toEqual({ ok: true, path: '/api/bingo/boards' });
    await expect(fetchByKey({ queryKey: [`${base}/unauthorized`] } as never)).rejects.toThrow('401: Unauthorized');
  });

  it('makes a new session id and sends once more when the API refuses the id itself', async () => {
    const result = await apiSend<{ ok: boolean }>({ method: 'POST', url: `${base}/refuses-first-session` }, { severity: 3 });
    expect(result.ok).toBe(true);
    const [first, second] = seen.filter((request) => request.url === '/refuses-first-session');
    expect(second!.headers['x-session-id']).not.toBe(first!.headers['x-session-id']);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(second!.headers['x-session-id']);
    expect(JSON.parse(second!.body)).toEqual({ severity: 3 });
  });

  it('gives other errors their code and never retries them', async () => {
    const before = seen.length;
    await expect(apiSend({ method: 'POST', url: `${base}/rate-limited` }, {})).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: '429: Too many requests',
    });
    expect(seen.length).toBe(before + 1);
  });

  it('sends each write that may be resent with its own Idempotency-Key, and other calls with none', async () => {
    await apiSend({ method: 'POST', url: `${base}/api/symptoms/log` }, { severity: 3 });
    await apiSend({ method: 'POST', url: `${base}/api/symptoms/log` }, { severity: 3 });
    const [first, second] = seen.slice(-2).map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    await apiSend({ method: 'POST', url: `${base}/api/ask-auntie` }, { messages: [] });
    expect(seen.at(-1)!.headers['idempotency-key']).toBeUndefined();
    await apiGet(`${base}/api/symptoms`);
    expect(seen.at(-1)!.headers['idempotency-key']).toBeUndefined();
  });

  it('a write that needs the network fails with a readable message when no answer comes', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api/ask-auntie`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(apiSend({ method: 'POST', url }, { messages: [] })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'The connection dropped before Renewed answered. Please try again.',
    });
  });

  it('the query client never goes stale, never refetches on focus, never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
