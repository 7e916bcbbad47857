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
