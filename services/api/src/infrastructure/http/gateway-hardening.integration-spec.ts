import { API_ROUTES, errorBodySchema } from '@renewed/contracts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';

/** Sends bytes fetch refuses to send (malformed URLs, no Host header) and returns the raw answer. */
function rawRequest(baseUrl: string, text: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(head);
      if (length && Buffer.byteLength(body) >= Number(length[1])) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]),
        headers: head.toLowerCase(),
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer')));
  });
}

const symptom = {
  symptomType: 'hot_flash',
  severity: 3,
  duration: 5,
  triggers: ['Stress'],
  reliefMethods: [],
  notes: '',
  timestamp: new Date(Date.now() - 60_000).toISOString(),
};
const shield = {
  protectionLevel: 'medium',
  moodState: 'confident',
  dailyMantra: '',
  applicationNotes: null,
  appliedAt: new Date(Date.now() - 60_000).toISOString(),
};
const at = (ip: string) => ({ 'x-forwarded-for': ip });

describe('gateway hardening (API alone, in-memory limits at their real values)', () => {
  let running: RunningApi;

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('hardening'), env: { RATE_LIMIT_FACTOR: '1' } }));
  });
  afterAll(() => running?.close());

  describe('rate limits from the contract', () => {
    it('refuses one session past its limit with 429, RATE_LIMITED, a readable message and Retry-After', async () => {
      const session = newSessionId();
      const perSession = API_ROUTES.logSymptom.rateLimit.perSession;
      const statuses: number[] = [];
      for (let i = 0; i < perSession; i += 1) {
        statuses.push(
          (await api(running.baseUrl, '/api/symptoms/log', { method: 'POST', session, body: symptom, headers: at('10.1.0.1') }))
            .status,
        );
      }
      expect(statuses.every((status) => status === 201)).toBe(true);
      const refused = await api(running.baseUrl, '/api/symptoms/log', {
        method: 'POST',
        session,
        body: symptom,
        headers: at('10.1.0.1'),
      });
      expect(refused.status).toBe(429);
      expect(errorBodySchema.parse(refused.json)).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      expect(refused.json.message).toMatch(
        /Too many requests: this allows 30 in a minute from one visitor\. Nothing was saved; please wait \d+ seconds? and try again/,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // Nothing was stored by the refused request.
      const stored = await api(running.baseUrl, '/api/symptoms?limit=100', { session });
      expect((stored.json as unknown as { items: unknown[] }).items).toHaveLength(perSession);
      // Another session from the same address is not affected.
      expect(
        (
          await api(running.baseUrl, '/api/symptoms/log', {
            method: 'POST',
            session: newSessionId(),
            body: symptom,
            headers: at('10.1.0.1'),
          })
        ).status,
      ).toBe(201);
    });

    it('limits one address however many session ids it mints', async () => {
      const perIp = API_ROUTES.applyShield.rateLimit.perIp;
      const body = shield;
      let accepted = 0;
      let refused: Awaited<ReturnType<typeof api>> | undefined;
      for (let i = 0; i <= perIp && !refused; i += 1) {
        const response = await api(running.baseUrl, '/api/shield-applications', {
          method: 'POST',
          session: newSessionId(),
          body,
          headers: at('10.2.0.2'),
        });
        if (response.status === 429) refused = response;
        else accepted += 1;
      }
      expect(accepted).toBe(perIp);
      expect(refused?.json).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('from one network address') });
      // Another address still gets through.
      expect(
        (
          await api(running.baseUrl, '/api/shield-applications', {
            method: 'POST',
            session: newSessionId(),
            body,
            headers: at('10.2.0.3'),
          })
        ).status,
      ).toBe(201);
    });

    it('limits export, which reads every collection', async () => {
      const session = newSessionId();
      const statuses: number[] = [];
      for (let i = 0; i <= API_ROUTES.privacyExport.rateLimit.perSession; i += 1) {
        statuses.push((await api(running.baseUrl, '/api/privacy/export', { session, headers: at('10.3.0.3') })).status);
      }
      expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it('does not limit reads of the catalogue', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, () => api(running.baseUrl, '/api/smart-stacks', { headers: at('10.4.0.4') })),
      );
      expect(statuses.every((response) => response.status === 200)).toBe(true);
    });
  });

  describe('security headers on every /api answer', () => {
    it.each([
      ['a read', '/api/smart-stacks', 200],
      ['a session error', '/api/symptoms', 400],
      ['an unknown route', '/api/nothing-here', 404],
    ])('%s gets the strict JSON policy', async (_label, path, status) => {
      const response = await api(running.baseUrl, path);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    });

    it('gives the docs a workable policy that still forbids framing', async () => {
      const page = await api(running.baseUrl, '/api/docs');
      expect(page.status).toBe(200);
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      const document = await api(running.baseUrl, '/api/docs/openapi.json');
      const logSymptom = (
        document.json as unknown as {
          paths: Record<string, Record<string, { description: string; responses: Record<string, unknown> }>>;
        }
      ).paths['/api/symptoms/log']!.post!;
      expect(logSymptom.description).toContain(
        'at most 30 requests a minute per session and 120 requests a minute per IP address',
      );
      expect(logSymptom.responses['429']).toBeDefined();
    });
  });

  describe('personal answers are never cached', () => {
    it.each([
      '/api/health-assessment',
      '/api/lipedema-assessment',
      '/api/symptoms',
      '/api/shield-applications',
      '/api/education/progress',
      '/api/privacy/dashboard',
    ])('%s is no-store and varies by X-Session-Id', async (path) => {
      const response = await api(running.baseUrl, path, { session: newSessionId() });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('vary')).toMatch(/X-Session-Id/i);
    });

    it('also for bingo progress and for errors of session routes', async () => {
      const session = newSessionId();
      const progress = await api(running.baseUrl, '/api/bingo/progress/daily-self-care', { session });
      expect(progress.headers.get('cache-control')).toBe('no-store');
      expect(progress.headers.get('vary')).toMatch(/X-Session-Id/i);
      const missing = await api(running.baseUrl, '/api/symptoms');
      expect(missing.status).toBe(400);
      expect(missing.headers.get('cache-control')).toBe('no-store');
    });

    it('leaves shared catalogue answers cacheable', async () => {
      const response = await api(running.baseUrl, '/api/smart-stacks');
      expect(response.headers.get('cache-control')).not.toBe('no-store');
      expect(response.headers.get('vary') ?? '').not.toMatch(/X-Session-Id/i);
    });
  });

  describe('framework errors in our JSON body with a code', () => {
    it('a malformed percent-escape in the path', async () => {
      const response = await rawRequest(
        running.baseUrl,
        'GET /api/bingo/boards/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(JSON.parse(response.body))).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('malformed'),
      });
      expect(response.headers).toContain('x-content-type-options: nosniff');
    });

    it('a request without a Host header', async () => {
      const response = await rawRequest(running.baseUrl, 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(JSON.parse(response.body))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'The Host header is required',
      });
    });

    it('HTTP the parser refuses', async () => {
      const response = await rawRequest(
        running.baseUrl,
        'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
      );
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(JSON.parse(response.body))).toMatchObject({ code: 'BAD_REQUEST' });
    });

    it('bad JSON, a body too large, a body that is not JSON, an unknown route', async () => {
      const session = newSessionId();
      const badJson = await api(running.baseUrl, '/api/symptoms/log', { method: 'POST', session, rawBody: '{"symptomType":' });
      expect(badJson.json).toMatchObject({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/not valid JSON/),
      });
      const tooLarge = await api(running.baseUrl, '/api/symptoms/log', {
        method: 'POST',
        session,
        rawBody: JSON.stringify({ notes: 'x'.repeat(300_000) }),
      });
      expect(tooLarge.json).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
      const text = await api(running.baseUrl, '/api/symptoms/log', {
        method: 'POST',
        session,
        rawBody: '<log/>',
        headers: { 'content-type': 'application/xml' },
      });
      expect(text.json).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
      const unknown = await api(running.baseUrl, `/api/bingo/progress/${session}/a/b/c/d`);
      expect(unknown.json).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      expect(unknown.text).not.toContain(session);
    });

    it('tells a malformed session from a validation failure by code', async () => {
      const malformed = await api(running.baseUrl, '/api/symptoms/log', {
        method: 'POST',
        session: `session-${Date.now()}-${'A'.repeat(22)}`,
        body: symptom,
      });
      expect(malformed.json).toMatchObject({
        statusCode: 400,
        code: 'SESSION_REQUIRED',
        message: expect.stringContaining('not random enough'),
      });
      const zero = await api(running.baseUrl, '/api/symptoms', { session: 'session-0000000000000-AbCdEfGhIjKlMnOpQrStUv' });
      expect(zero.json).toMatchObject({ code: 'SESSION_REQUIRED', message: expect.stringContaining('impossible timestamp') });
      const invalid = await api(running.baseUrl, '/api/symptoms/log', {
        method: 'POST',
        session: newSessionId(),
        body: { symptomType: 'nope' },
      });
      expect(invalid.json).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    });
  });
});

describe('gateway hardening in the embedded mode (the app also serves the web pages)', () => {
  let running: RunningApi;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'renewed-hardening-web-'));
    mkdirSync(join(dist, 'shell/dist'), { recursive: true });
    writeFileSync(join(dist, 'shell/dist/index.html'), '<!doctype html><title>Renewed shell</title>');
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('hardening_web'), env: { WEB_DIST_DIR: dist } }));
  });
  afterAll(() => running?.close());

  it('sends the same API headers and error body as the API alone', async () => {
    const unknown = await api(running.baseUrl, '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(unknown.json).code).toBe('NOT_FOUND');
    expect(unknown.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    const personal = await api(running.baseUrl, '/api/symptoms', { session: newSessionId() });
    expect(personal.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(personal.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the pages their document policy', async () => {
    const page = await api(running.baseUrl, '/dashboard');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
