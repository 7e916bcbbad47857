import helmet from 'helmet';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_CONTENT_SECURITY_POLICY, DOCS_CONTENT_SECURITY_POLICY, recordHelmetHeaders } from './security-headers';

/** The headers a real response carries after `handle` ran on it (X-Powered-By set first, as Express would). */
async function headersAfter(handle: (request: IncomingMessage, response: ServerResponse, next: () => void) => void) {
  const server = createServer((request, response) => {
    response.setHeader('X-Powered-By', 'something');
    handle(request, response, () => response.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return Object.fromEntries(
      [...response.headers].filter(
        ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('recordHelmetHeaders', () => {
  it.each([
    ['the API policy', API_CONTENT_SECURITY_POLICY],
    ['the docs policy', DOCS_CONTENT_SECURITY_POLICY],
  ])('replays exactly the headers helmet writes itself, for %s', async (_name, contentSecurityPolicy) => {
    const options = { frameguard: { action: 'deny' as const }, contentSecurityPolicy };
    const changes = recordHelmetHeaders(options);
    const replayed = await headersAfter((_request, response, next) => {
      for (const [name, value] of changes) {
        if (value === undefined) response.removeHeader(name);
        else response.setHeader(name, value);
      }
      next();
    });
    const fromHelmet = await headersAfter(helmet(options));
    expect(replayed).toEqual(fromHelmet);
    expect(replayed['x-powered-by']).toBeUndefined();
    expect(replayed['content-security-policy']).toContain("default-src 'none'");
    expect(replayed['x-content-type-options']).toBe('nosniff');
  });
});
