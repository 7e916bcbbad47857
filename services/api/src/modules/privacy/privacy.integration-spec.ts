import type { Connection } from 'mongoose';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { api, eventually, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';
import { lipedemaSubmission, universalSubmission } from '../../../test/fixtures';
import { PrivacyRegistry } from './privacy-registry';

describe('privacy registry and endpoints', () => {
  let running: RunningApi;

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('privacy') }));
  });
  afterAll(() => running?.close());

  it('has a contributor for every collection that holds a session id', () => {
    const connection = running.app.get<Connection>(MONGO_CONNECTION);
    const sessionCollections = Object.values(connection.models)
      .filter((model) => model.schema.path('sessionId') !== undefined)
      .map((model) => model.collection.collectionName);
    expect(sessionCollections.length).toBeGreaterThan(0);
    const covered = running.app.get(PrivacyRegistry).coveredCollections();
    for (const collection of sessionCollections)
      expect({ collection, covered: covered.has(collection) }).toEqual({ collection, covered: true });
  });

  it('exports exactly this session’s records and deletes them, leaving other sessions alone', async () => {
    const mine = newSessionId();
    const theirs = newSessionId();
    for (const session of [mine, theirs]) {
      await api(running.baseUrl, '/api/health-assessment', { method: 'POST', session, body: universalSubmission(session) });
      await api(running.baseUrl, '/api/lipedema-assessment', { method: 'POST', session, body: lipedemaSubmission(session) });
    }

    const dashboard = await api(running.baseUrl, '/api/privacy/dashboard', { session: mine });
    expect(dashboard.status).toBe(200);
    expect(dashboard.json).toMatchObject({
      totalRecords: 2,
      retentionDays: 365,
      categories: expect.arrayContaining([expect.objectContaining({ key: 'assessments', count: 2 })]),
    });

    const exported = await api(running.baseUrl, '/api/privacy/export', { session: mine });
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="renewed-data-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const records = (exported.json.data as Record<string, Array<{ sessionId: string }>>).assessments!;
    expect(records).toHaveLength(2);
    expect(records.every((record) => record.sessionId === mine)).toBe(true);

    const deleted = await api(running.baseUrl, '/api/privacy/delete-account', { method: 'DELETE', session: mine });
    expect(deleted.json).toMatchObject({ deleted: { assessments: 2 }, total: 2 });
    const after = await api(running.baseUrl, '/api/privacy/dashboard', { session: mine });
    expect(after.json).toMatchObject({ totalRecords: 0 });
    const others = await eventually(async () => {
      const response = await api(running.baseUrl, '/api/privacy/dashboard', { session: theirs });
      return response.json.totalRecords === 2 ? response.json : undefined;
    });
    expect(others.totalRecords).toBe(2);
  });

  it('requires a session for every privacy endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/api/privacy/dashboard'],
      ['GET', '/api/privacy/export'],
      ['DELETE', '/api/privacy/delete-account'],
    ] as const) {
      const response = await api(running.baseUrl, path, { method });
      expect(response.status).toBe(400);
    }
  });
});
