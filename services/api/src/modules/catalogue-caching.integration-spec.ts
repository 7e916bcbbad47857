import { API_ROUTES } from '@renewed/contracts';
import { CACHED_CATALOGUE_ROUTES } from '../common/cached-json';
import { isolatedNames, startApi, testConfig, type RunningApi } from '../../test/harness';
import { decodedBody, rawGet } from '../../test/raw-get';

const API_POLICY = "default-src 'none';frame-ancestors 'none'";

/** A concrete URL for each cached route (the module route needs a real id). */
function urlOf(id: (typeof CACHED_CATALOGUE_ROUTES)[number]): string {
  return `/api${API_ROUTES[id].path.replace('{id}', 'what-is-perimenopause')}`;
}

/**
 * Catalogue reads are prebuilt answers (docs/architecture.md, "Performance"): the client's best
 * coding, Vary, a stable ETag, 304 on If-None-Match, and the same security headers as every
 * other /api answer.
 */
describe('cached catalogue reads', () => {
  let running: RunningApi;

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('catalogue_caching') }));
  });
  afterAll(() => running?.close());

  describe.each(CACHED_CATALOGUE_ROUTES.map((id) => [id]))('%s', (id) => {
    const url = () => `${running.baseUrl}${urlOf(id)}`;

    it('sends brotli, gzip or identity as asked, all decoding to the same JSON the contract allows', async () => {
      const plain = await rawGet(url());
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      const json: unknown = JSON.parse(plain.body.toString('utf8'));
      expect(API_ROUTES[id].response!.safeParse(json).success).toBe(true);

      const brotli = await rawGet(url(), { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await rawGet(url(), { 'accept-encoding': 'gzip' });
      for (const response of [brotli, gzip]) {
        expect(response.status).toBe(200);
        expect(decodedBody(response).equals(plain.body)).toBe(true);
        expect(Number(response.headers['content-length'])).toBe(response.body.length);
      }
      // Every catalogue list is large enough for compression to pay.
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(brotli.body.length).toBeLessThan(plain.body.length);
      for (const response of [plain, brotli, gzip]) expect(response.headers.vary).toMatch(/accept-encoding/i);
    });

    it('keeps its ETag across requests and answers If-None-Match with an empty 304', async () => {
      const first = await rawGet(url(), { 'accept-encoding': 'br' });
      const second = await rawGet(url(), { 'accept-encoding': 'br' });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
      expect(second.headers.etag).toBe(etag);
      expect((await rawGet(url())).headers.etag).not.toBe(etag);

      const notModified = await rawGet(url(), { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers.vary).toMatch(/accept-encoding/i);
      // The tag of another coding names the same content.
      const otherCoding = await rawGet(url(), { 'if-none-match': `W/${etag}` });
      expect(otherCoding.status).toBe(304);
    });

    it('answers a stale or garbage If-None-Match with the full body', async () => {
      for (const header of ['"not-the-tag"', 'garbage', '""', ',,,', 'W/']) {
        const response = await rawGet(url(), { 'if-none-match': header });
        expect(response.status).toBe(200);
        expect(response.body.length).toBeGreaterThan(0);
      }
    });

    it('carries the /api security headers on 200 and on 304', async () => {
      const ok = await rawGet(url(), { 'accept-encoding': 'br' });
      const notModified = await rawGet(url(), { 'if-none-match': ok.headers.etag as string });
      for (const response of [ok, notModified]) {
        expect(response.headers['content-security-policy']).toBe(API_POLICY);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });
  });

  it('still answers an unknown module with a JSON 404', async () => {
    const response = await rawGet(`${running.baseUrl}/api/education/modules/no-such-module`, { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ statusCode: 404 });
  });
});
