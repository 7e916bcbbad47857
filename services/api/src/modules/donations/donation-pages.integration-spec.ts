import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, isolatedNames, startApi, testConfig, type RunningApi } from '../../../test/harness';

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_pages', STRIPE_PUBLISHABLE_KEY: 'pk_test_pages' };

function builtShell(): string {
  const dist = mkdtempSync(join(tmpdir(), 'renewed-donate-pages-'));
  mkdirSync(join(dist, 'shell/dist'), { recursive: true });
  writeFileSync(join(dist, 'shell/dist/index.html'), '<!doctype html><html><head><title>Renewed shell</title></head></html>');
  return dist;
}

/** The document policy allows Stripe only where donating is possible, and marks the other pages. */
describe('Content-Security-Policy of donation pages (Stripe configured)', () => {
  let running: RunningApi;

  beforeAll(async () => {
    running = await startApi(
      testConfig({ driver: 'inline', ...isolatedNames('donate_pages'), env: { WEB_DIST_DIR: builtShell(), ...STRIPE_ENV } }),
    );
  });
  afterAll(() => running?.close());

  it.each(['/', '/home', '/dashboard', '/subscribe', '/dashboard?donate=5'])(
    '%s allows Stripe.js, its frames and its API',
    async (path) => {
      const response = await api(running.baseUrl, path);
      const policy = response.headers.get('content-security-policy')!;
      expect(policy).toContain("script-src 'self' https://js.stripe.com");
      expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(policy).toContain("connect-src 'self' https://api.stripe.com");
      expect(response.text).not.toContain('renewed-payments');
    },
  );

  it.each(['/education', '/privacy-dashboard', '/does-not-exist'])(
    '%s allows no third party and asks for a fresh load before payment',
    async (path) => {
      const response = await api(running.baseUrl, path);
      const policy = response.headers.get('content-security-policy')!;
      expect(policy).not.toContain('stripe');
      expect(policy).toContain("frame-src 'none'");
      expect(response.text).toContain('<meta name="renewed-payments" content="reload">');
      expect(response.text).toContain('Renewed shell');
    },
  );
});

describe('Content-Security-Policy without Stripe keys', () => {
  let running: RunningApi;

  beforeAll(async () => {
    running = await startApi(
      testConfig({ driver: 'inline', ...isolatedNames('donate_pages_off'), env: { WEB_DIST_DIR: builtShell() } }),
    );
  });
  afterAll(() => running?.close());

  it('allows Stripe nowhere and marks nothing', async () => {
    for (const path of ['/', '/subscribe', '/education']) {
      const response = await api(running.baseUrl, path);
      expect(response.headers.get('content-security-policy')).not.toContain('stripe');
      expect(response.text).not.toContain('renewed-payments');
    }
  });
});
