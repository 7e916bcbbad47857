import { API_ROUTES } from '@renewed/contracts';
import { contractRouteFor } from './contract-routes';

describe('matching Fastify routes to the contract', () => {
  it('finds a route by method and path, whatever its parameter names', () => {
    expect(contractRouteFor('POST', '/api/symptoms/log')?.id).toBe('logSymptom');
    expect(contractRouteFor('GET', '/api/bingo/progress/:session/:board')?.id).toBe('bingoProgress');
    expect(contractRouteFor('POST', '/api/bingo/progress/:sessionId/:boardId/:cellPosition')?.id).toBe('completeBingoCell');
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
