import { API_ROUTES, IDEMPOTENCY_KEY_TTL_SECONDS, type ApiRouteId } from '@renewed/contracts';
import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { api, eventually, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';
import { universalSubmission } from '../../../test/fixtures';
import { IDEMPOTENCY_KEYS_COLLECTION } from './idempotency.schema';

describe('Idempotency-Key on every write', () => {
  let running: RunningApi;
  let connection: Connection;

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('idempotency') }));
    connection = running.app.get<Connection>(MONGO_CONNECTION);
  });
  afterAll(() => running?.close());

  const count = (collection: string, filter: Record<string, unknown>) => connection.collection(collection).countDocuments(filter);
  const hotFlash = () => ({
    symptomType: 'hot_flash',
    severity: 4,
    duration: 3,
    triggers: ['Stress'],
    reliefMethods: ['Cold Water'],
    notes: 'on the train',
    timestamp: new Date(Date.now() - 60_000).toISOString(),
  });
  const logWithKey = (session: string, key: string, body: unknown = hotFlash()) =>
    api(running.baseUrl, '/api/symptoms/log', { method: 'POST', session, body, headers: { 'idempotency-key': key } });

  const writeRoutes = (Object.keys(API_ROUTES) as ApiRouteId[]).filter((id) => API_ROUTES[id].method !== 'get');

  it.each(writeRoutes)('%s refuses a malformed key with a 400 JSON error and stores nothing', async (id) => {
    const route = API_ROUTES[id];
    const session = newSessionId();
    const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'sessionId' ? session : '1'));
    for (const key of ['short', 'has spaces in it, too many', 'x'.repeat(129), 'percent%20escapes%20are%20not%20allowed']) {
      const response = await api(running.baseUrl, `/api${path}`, {
        method: route.method.toUpperCase(),
        session,
        body: {},
        headers: { 'idempotency-key': key },
      });
      expect({ id, key, status: response.status }).toEqual({ id, key, status: 400 });
      expect(response.json).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringContaining('Idempotency-Key') });
    }
    expect(await count(IDEMPOTENCY_KEYS_COLLECTION, { sessionId: session })).toBe(0);
  });

  it('stores a hot flash sent three times with one key once, and answers each time with the same log', async () => {
    const session = newSessionId();
    const key = randomUUID();
    const body = hotFlash();
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) answers.push(await logWithKey(session, key, body));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers.map((answer) => answer.headers.get('idempotent-replayed'))).toEqual([null, 'true', 'true']);
    expect(answers[1]!.json).toEqual(answers[0]!.json);
    expect(answers[2]!.json).toEqual(answers[0]!.json);
    expect(await count('symptom_logs', { sessionId: session })).toBe(1);
  });

  it('stores it once when the three copies arrive at the same moment', async () => {
    const session = newSessionId();
    const key = randomUUID();
    const body = hotFlash();
    const answers = await Promise.all([1, 2, 3].map(() => logWithKey(session, key, body)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    expect(await count('symptom_logs', { sessionId: session })).toBe(1);
  });

  it('stores a check-in, a bingo tick, reading progress and an assessment once each, sequentially and concurrently', async () => {
    const session = newSessionId();
    const modules = (await api(running.baseUrl, '/api/education/modules')).json as Array<{ id: string }>;
    const boards = (await api(running.baseUrl, '/api/bingo/boards')).json as Array<{ id: string }>;
    const writes = [
      { path: '/api/symptoms/log', method: 'POST', body: { symptomType: 'sleep_quality', rating: 2, timestamp: new Date().toISOString() } },
      { path: `/api/bingo/progress/${boards[0]!.id}/7`, method: 'POST' },
      { path: `/api/education/progress/${modules[0]!.id}`, method: 'PUT', body: { progress: 40 } },
      { path: '/api/health-assessment', method: 'POST', body: universalSubmission(session) },
    ];
    for (const write of writes) {
      const key = randomUUID();
      const send = () => api(running.baseUrl, write.path, { method: write.method, session, body: write.body, headers: { 'idempotency-key': key } });
      const first = await send();
      const rest = await Promise.all([send(), send()]);
      expect({ path: write.path, statuses: [first, ...rest].map((answer) => answer.status < 300) }).toEqual({
        path: write.path,
        statuses: [true, true, true],
      });
      expect(rest.map((answer) => answer.json)).toEqual([first.json, first.json]);
    }
    expect(await count('symptom_logs', { sessionId: session })).toBe(1);
    const exported = await api(running.baseUrl, '/api/privacy/export', { session });
    const data = exported.json.data as Record<string, unknown[]>;
    expect(data.assessments).toHaveLength(1);
    expect(data.saveReceipts).toHaveLength(4);
    expect(data.saveReceipts!.every((receipt) => (receipt as { sessionId: string }).sessionId === session)).toBe(true);
  });

  it('refuses the same key with a different request (409) and scopes keys per session', async () => {
    const mine = newSessionId();
    const theirs = newSessionId();
    const key = randomUUID();
    expect((await logWithKey(mine, key)).status).toBe(201);
    const reused = await logWithKey(mine, key, { ...hotFlash(), severity: 1 });
    expect(reused.status).toBe(409);
    expect(reused.json).toMatchObject({ statusCode: 409, code: 'CONFLICT', message: expect.stringContaining('different request') });
    // Another visitor's identical key is another key: stored, not replayed.
    const other = await logWithKey(theirs, key);
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await count('symptom_logs', { sessionId: mine })).toBe(1);
    expect(await count('symptom_logs', { sessionId: theirs })).toBe(1);
  });

  it('does not remember a failed request: the key can carry the corrected save', async () => {
    const session = newSessionId();
    const key = randomUUID();
    const refused = await logWithKey(session, key, { ...hotFlash(), severity: 9 });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('idempotent-replayed')).toBeNull();
    expect((await logWithKey(session, key)).status).toBe(201);
    expect(await count('symptom_logs', { sessionId: session })).toBe(1);
  });

  it('keeps keys one day, and "delete my data" removes them', async () => {
    const indexes = await connection.collection(IDEMPOTENCY_KEYS_COLLECTION).indexes();
    expect(indexes.find((index) => index.key.createdAt === 1)?.expireAfterSeconds).toBe(IDEMPOTENCY_KEY_TTL_SECONDS);
    const session = newSessionId();
    await logWithKey(session, randomUUID());
    await logWithKey(session, randomUUID());
    const dashboard = await api(running.baseUrl, '/api/privacy/dashboard', { session });
    expect(dashboard.json.categories).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'saveReceipts', count: 2 })]));
    const deleted = await api(running.baseUrl, '/api/privacy/delete-account', { method: 'DELETE', session });
    expect(deleted.json).toMatchObject({ deleted: { saveReceipts: 2, symptomLogs: 2 } });
    await eventually(async () => ((await count(IDEMPOTENCY_KEYS_COLLECTION, { sessionId: session })) === 0 ? true : undefined));
  });
});
