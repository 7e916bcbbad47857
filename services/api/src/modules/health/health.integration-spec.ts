import type { Connection } from 'mongoose';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { api, isolatedNames, startApi, testConfig, type RunningApi } from '../../../test/harness';

describe.each(['inline', 'bullmq'] as const)('health and readiness (%s driver)', (driver) => {
  let running: RunningApi;
  beforeAll(async () => {
    running = await startApi(testConfig({ driver, ...isolatedNames(`health_${driver}`) }));
  });
  afterAll(() => running?.close());

  it('answers liveness without touching dependencies', async () => {
    expect((await api(running.baseUrl, '/api/health')).json).toEqual({ status: 'ok' });
  });

  it('is ready when MongoDB (and Redis when configured) answer', async () => {
    const response = await api(running.baseUrl, '/api/ready');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      status: 'ready',
      checks: { mongodb: 'up', redis: driver === 'bullmq' ? 'up' : 'not-configured' },
    });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await api(running.baseUrl, '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('readiness when MongoDB goes away', () => {
  it('answers 503 not-ready with mongodb down (after the reuse window)', async () => {
    const running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('health_down') }));
    try {
      expect((await api(running.baseUrl, '/api/ready')).status).toBe(200);
      await running.app.get<Connection>(MONGO_CONNECTION).close();
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const response = await api(running.baseUrl, '/api/ready');
      expect(response.status).toBe(503);
      expect(response.json).toMatchObject({ status: 'not-ready', checks: { mongodb: 'down' } });
    } finally {
      await running.close().catch(() => undefined);
    }
  });
});
