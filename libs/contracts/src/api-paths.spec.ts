import { API_PATHS, apiMethod, apiPathPattern, apiRoute, apiUrl, type ApiRouteId } from './api-paths';
import { API_ROUTES } from './api-routes';

describe('API_PATHS and the URL helpers', () => {
  it('is the source of every API_ROUTES method and path, and covers every route', () => {
    expect(Object.keys(API_PATHS).sort()).toEqual(Object.keys(API_ROUTES).sort());
    for (const [id, route] of Object.entries(API_ROUTES)) {
      expect({ id, method: route.method, path: route.path }).toEqual({ id, ...API_PATHS[id as keyof typeof API_PATHS] });
    }
  });

  it('builds a URL under /api, filling and encoding path values', () => {
    expect(apiUrl('smartStacks')).toBe('/api/smart-stacks');
    expect(apiUrl('bingoCells', { boardId: 'daily-1' })).toBe('/api/bingo/boards/daily-1/cells');
    expect(apiUrl('completeBingoCell', { boardId: 'b 2', cellPosition: 4 })).toBe('/api/bingo/progress/b%202/4');
    expect(apiUrl('deleteSymptomLog', { id: '../privacy/delete-account' })).toBe('/api/symptoms/..%2Fprivacy%2Fdelete-account');
  });

  it('adds query values, leaving out undefined ones', () => {
    expect(apiUrl('symptomLogs', {}, { type: 'hot_flash', limit: 200, before: undefined })).toBe(
      '/api/symptoms?type=hot_flash&limit=200',
    );
    expect(apiUrl('shieldApplications', undefined, { limit: 5 })).toBe('/api/shield-applications?limit=5');
    expect(apiUrl('symptomLogs', {}, { since: '2026-11-01T00:00:00.000Z&x=1' })).toBe(
      '/api/symptoms?since=2026-11-01T00%3A00%3A00.000Z%26x%3D1',
    );
  });

  it('refuses to build a URL with a path value missing', () => {
    const withoutValues = apiUrl as (id: string, params?: object) => string;
    expect(() => withoutValues('bingoCells', {})).toThrow("apiUrl('bingoCells') needs a value for {boardId}");
  });

  it('gives the method in upper case, and method with URL together', () => {
    expect(apiMethod('recordReadingProgress')).toBe('PUT');
    expect(apiRoute('setDailyProtocolStep', { date: '2026-11-23', step: 2 })).toEqual({
      method: 'PUT',
      url: '/api/daily-protocol/2026-11-23/steps/2',
    });
    expect(apiRoute('logSymptom')).toEqual({ method: 'POST', url: '/api/symptoms/log' });
  });

  it('matches every URL apiUrl builds for a route, and no other route of another shape', () => {
    expect(apiPathPattern('bingoCells').test(apiUrl('bingoCells', { boardId: 'daily-1' }))).toBe(true);
    expect(apiPathPattern('bingoCells').test('/api/bingo/boards')).toBe(false);
    expect(apiPathPattern('educationModule').test('/api/education/modules/a/b')).toBe(false);
    expect(apiPathPattern('logSymptom').test('/api/symptoms/logx')).toBe(false);
    for (const id of Object.keys(API_PATHS) as ApiRouteId[]) {
      const path = API_PATHS[id].path.replace(/\{(\w+)\}/g, 'value-1');
      expect({ id, matches: apiPathPattern(id).test(`/api${path}`) }).toEqual({ id, matches: true });
    }
  });
});
