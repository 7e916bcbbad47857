import { redactUrl, REDACTED_PATHS } from './logging.module';

describe('log redaction', () => {
  it('removes session ids from logged URLs', () => {
    expect(redactUrl('/api/bingo/progress/session-1700000000000-AbCdEfGhIjKlMnOpQrStUv/daily/3')).toBe(
      '/api/bingo/progress/session-[redacted]/daily/3',
    );
  });

  it('redacts the session header, cookies and signatures', () => {
    expect(REDACTED_PATHS).toEqual(
      expect.arrayContaining(['req.headers["x-session-id"]', 'req.headers.cookie', 'req.headers["stripe-signature"]']),
    );
  });
});

describe('log redaction of encoded session ids', () => {
  const id = 'AbCdEfGhIjKlMnOpQrStUv';
  it.each([
    `/api/bingo/progress/%73ession-1700000000000-${id}/daily`,
    `/api/bingo/progress/%2573ession-1700000000000-${id}/daily`,
    `/api/bingo/progress/s%65ssion%2D1700000000000%2D${id}/daily`,
    `/api/bingo/progress/SESSION-1700000000000-${id}/daily`,
    `/api/bingo/progress/%E0%A4%A/session-1700000000000-${id}`,
    `/api/x?sessionId=%73ession-1700000000000-${id}`,
  ])('hides the id in %s', (url) => {
    const redacted = redactUrl(url);
    expect(redacted).not.toContain(id);
    expect(redacted).toContain('[redacted]');
  });

  it('leaves URLs without a session id as they came', () => {
    expect(redactUrl('/api/education/modules/hot%20flashes')).toBe('/api/education/modules/hot%20flashes');
  });
});
