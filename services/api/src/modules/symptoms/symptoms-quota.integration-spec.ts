import type { Connection } from 'mongoose';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';
import { SYMPTOM_LOGS_PER_DAY } from './commands/log-symptom.handler';
import { SHIELD_APPLICATIONS_PER_DAY } from '../shield/commands/apply-shield.handler';
import { SYMPTOM_LOGS_COLLECTION } from './symptoms.schema';
import { SHIELD_APPLICATIONS_COLLECTION } from '../shield/shield.schema';

/** Per-session ceilings on stored data: a day's worth, with a clear 429 QUOTA_EXCEEDED past it. */
describe('daily quotas on stored data', () => {
  let running: RunningApi;
  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('quotas') }));
  });
  afterAll(() => running?.close());

  const minuteAgo = () => new Date(Date.now() - 60_000).toISOString();
  const hotFlash = () => ({
    symptomType: 'hot_flash',
    severity: 2,
    duration: 1,
    triggers: [],
    reliefMethods: [],
    notes: '',
    timestamp: minuteAgo(),
  });
  const checkIn = () => ({ symptomType: 'sleep_quality', rating: 4, notes: '', timestamp: minuteAgo() });
  const shield = () => ({
    protectionLevel: 'medium',
    moodState: 'confident',
    dailyMantra: '',
    applicationNotes: null,
    appliedAt: minuteAgo(),
  });
  const post = (path: string, session: string, body: unknown) => api(running.baseUrl, path, { method: 'POST', session, body });
  /** Moves a session's stored records a day and an hour into the past, as if time had passed. */
  const ageADay = (collection: string, session: string) =>
    running.app
      .get<Connection>(MONGO_CONNECTION)
      .collection(collection)
      .updateMany({ sessionId: session }, { $set: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });

  it(`keeps at most ${SYMPTOM_LOGS_PER_DAY.hot_flash} hot flash logs per session in 24 hours, and says so`, async () => {
    const session = newSessionId();
    for (let i = 0; i < SYMPTOM_LOGS_PER_DAY.hot_flash; i += 1)
      expect((await post('/api/symptoms/log', session, hotFlash())).status).toBe(201);
    const refused = await post('/api/symptoms/log', session, hotFlash());
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: `You have logged ${SYMPTOM_LOGS_PER_DAY.hot_flash} hot flashes in the last 24 hours, the most Renewed keeps for one day. Everything you logged is saved; you can log again once the oldest of these is a day old.`,
    });
    // Nothing was lost, nothing extra stored; other kinds and other sessions are unaffected.
    const list = await api(running.baseUrl, '/api/symptoms?type=hot_flash&limit=100', { session });
    expect((list.json as unknown as { items: unknown[] }).items).toHaveLength(SYMPTOM_LOGS_PER_DAY.hot_flash);
    expect((await post('/api/symptoms/log', session, checkIn())).status).toBe(201);
    expect((await post('/api/symptoms/log', newSessionId(), hotFlash())).status).toBe(201);
    // A day later there is room again.
    await ageADay(SYMPTOM_LOGS_COLLECTION, session);
    expect((await post('/api/symptoms/log', session, hotFlash())).status).toBe(201);
  });

  it(`keeps at most ${SHIELD_APPLICATIONS_PER_DAY} shield applications per session in 24 hours`, async () => {
    const session = newSessionId();
    for (let i = 0; i < SHIELD_APPLICATIONS_PER_DAY; i += 1)
      expect((await post('/api/shield-applications', session, shield())).status).toBe(201);
    const refused = await post('/api/shield-applications', session, shield());
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: expect.stringContaining('applied the shield 20 times in the last 24 hours'),
    });
    await ageADay(SHIELD_APPLICATIONS_COLLECTION, session);
    expect((await post('/api/shield-applications', session, shield())).status).toBe(201);
  });
});
