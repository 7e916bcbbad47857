import { ConfigError, loadConfig } from './app-config';

describe('configuration', () => {
  it('has working defaults: port 8080, inline queue without Redis, every queue for the worker', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      queueDriver: 'inline',
      workerQueues: ['chat', 'donation-webhooks', 'assessment-saves'],
      mongoUri: undefined,
    });
    expect(config.retentionSeconds).toBe(365 * 86_400);
  });

  it('uses BullMQ by default when REDIS_URL is set', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).queueDriver).toBe('bullmq');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ MONGODB_URI: 'postgres://x' }, 'MONGODB_URI must start with mongodb://'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL must start with redis://'],
    [{ QUEUE_DRIVER: 'kafka' }, 'QUEUE_DRIVER'],
    [{ QUEUE_DRIVER: 'bullmq' }, 'bullmq needs REDIS_URL'],
    [{ WORKER_QUEUES: 'chat,emails' }, 'unknown queue(s) emails'],
    [{ RETENTION_DAYS: '0' }, 'RETENTION_DAYS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %j with a message naming the variable', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(message);
  });

  it('reads the external site links, refusing ones that are not https', () => {
    const config = loadConfig({
      SITE_TAROT_URL: 'https://tarot.example',
      SITE_PARTNER_LINKS: 'Forest Oracle|https://oracle.example, Lab|https://lab.example',
    });
    expect(config.site).toEqual({
      tarotUrl: 'https://tarot.example',
      communityUrl: undefined,
      partnerLinks: [
        { name: 'Forest Oracle', url: 'https://oracle.example' },
        { name: 'Lab', url: 'https://lab.example' },
      ],
    });
    expect(() => loadConfig({ SITE_PARTNER_LINKS: 'Oracle|http://oracle.example' })).toThrow('SITE_PARTNER_LINKS');
    expect(() => loadConfig({ SITE_TAROT_URL: 'javascript:alert(1)' })).toThrow('SITE_TAROT_URL must be an https:// URL');
  });

  it('reads the ingredient scanner site and the coaching provider, which needs a name and qualifications', () => {
    expect(loadConfig({}).site.coaching).toBeUndefined();
    expect(loadConfig({}).site.scannerUrl).toBeUndefined();
    const config = loadConfig({
      SITE_SCANNER_URL: 'https://scanner.example',
      COACHING_PROVIDER_NAME: 'Jane Doe',
      COACHING_PROVIDER_QUALIFICATIONS: 'Certified health coach',
      COACHING_BOOKING_URL: 'https://booking.example/jane',
    });
    expect(config.site.scannerUrl).toBe('https://scanner.example');
    expect(config.site.coaching).toEqual({
      name: 'Jane Doe',
      qualifications: 'Certified health coach',
      bookingUrl: 'https://booking.example/jane',
    });
    expect(loadConfig({ COACHING_PROVIDER_NAME: 'Jane', COACHING_PROVIDER_QUALIFICATIONS: 'Coach' }).site.coaching).toEqual({
      name: 'Jane',
      qualifications: 'Coach',
      bookingUrl: undefined,
    });
    expect(() => loadConfig({ COACHING_PROVIDER_NAME: 'Jane Doe' })).toThrow('COACHING_PROVIDER_QUALIFICATIONS');
    expect(() => loadConfig({ COACHING_BOOKING_URL: 'https://booking.example' })).toThrow('COACHING_PROVIDER_NAME');
    expect(() => loadConfig({ SITE_SCANNER_URL: 'http://scanner.example' })).toThrow('SITE_SCANNER_URL must be an https:// URL');
    expect(() =>
      loadConfig({ COACHING_PROVIDER_NAME: 'A', COACHING_PROVIDER_QUALIFICATIONS: 'B', COACHING_BOOKING_URL: 'javascript:x' }),
    ).toThrow('COACHING_BOOKING_URL must be an https:// URL');
  });

  it('WORKER_QUEUES selects queues', () => {
    expect(loadConfig({ WORKER_QUEUES: 'chat' }).workerQueues).toEqual(['chat']);
  });
});

describe('hardening settings', () => {
  it('scales rate limits and names trusted proxies, with safe defaults', () => {
    const config = loadConfig({});
    expect(config.rateLimitFactor).toBe(1);
    expect(config.trustedProxies).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(loadConfig({ TRUSTED_PROXIES: '203.0.113.7, 10.0.0.0/8,loopback', RATE_LIMIT_FACTOR: '2' })).toMatchObject({
      trustedProxies: ['203.0.113.7', '10.0.0.0/8', 'loopback'],
      rateLimitFactor: 2,
    });
  });

  it('refuses to start on a bad value, naming the variable', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: 'everyone' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow(/RATE_LIMIT_FACTOR/);
  });
});
