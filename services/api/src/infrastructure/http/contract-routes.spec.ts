import { API_ROUTES } from '@renewed/contracts';
import { contractRouteFor } from './contract-routes';

describe('matching Fastify routes to the contract', () => {
  it('finds a route by method and path, whatever its parameter names', () => {
    expect(contractRouteFor('POST', '/api/symptoms/log')?.id).toBe('logSymptom');
    expect(contractRouteFor('GET', '/api/bingo/progress/:board')?.id).toBe('bingoProgress');
    expect(contractRouteFor('POST', '/api/bingo/progress/:boardId/:cellPosition')?.id).toBe('completeBingoCell');
    expect(contractRouteFor('HEAD', '/api/symptoms')?.id).toBe('symptomLogs');
  });

  it('knows nothing of routes outside the contract', () => {
    expect(contractRouteFor('GET', '/api/docs')).toBeUndefined();
    expect(contractRouteFor('GET', '/*')).toBeUndefined();
    expect(contractRouteFor('DELETE', '/api/symptoms/log')).toBeUndefined();
  });

  it('matches every contract route', () => {
    for (const [id, route] of Object.entries(API_ROUTES)) {
      expect(contractRouteFor(route.method, `/api${route.path.replace(/\{(\w+)\}/g, ':$1')}`)?.id).toBe(id);
    }
  });
});

describe('every write declares a rate limit', () => {
  /** Writes without a limit, each with the reason. */
  const UNLIMITED_WRITES: Record<string, string> = {
    stripeWebhook: "Stripe's signed deliveries come from a few addresses; the signature is checked first",
  };

  it('has a limit on every POST, PUT and DELETE of the contract (and on export)', () => {
    const missing = Object.entries(API_ROUTES)
      .filter(
        ([id, route]) =>
          (route.method !== 'get' || id === 'privacyExport') && !('rateLimit' in route) && !(id in UNLIMITED_WRITES),
      )
      .map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it('counts session routes per session too, and keeps the per-IP limit at least the per-session one', () => {
    for (const [id, route] of Object.entries(API_ROUTES)) {
      if (!('rateLimit' in route)) continue;
      const limit = route.rateLimit as { perIp: number; perSession?: number; windowSeconds: number };
      if (route.session) expect({ id, perSession: typeof limit.perSession }).toEqual({ id, perSession: 'number' });
      expect(limit.perIp).toBeGreaterThanOrEqual(limit.perSession ?? 0);
    }
  });
});
