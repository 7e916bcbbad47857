import { symptomLogPageSchema, symptomLogSchema, type SymptomLog } from '@renewed/contracts';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';

/**
 * What the /tracking screen reads and changes: the visitor's own logs over a period (`since`),
 * deleting one entry, and the privacy export/delete of those logs, always for this session only.
 */
describe('tracking: own history, per-entry delete, export and delete of logs', () => {
  let running: RunningApi;
  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('tracking') }));
  });
  afterAll(() => running?.close());

  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const hotFlash = (timestamp: string, severity = 3) => ({
    symptomType: 'hot_flash',
    severity,
    duration: 5,
    triggers: ['Stress'],
    reliefMethods: ['Cold Water'],
    notes: '',
    timestamp,
  });
  const log = async (session: string, body: unknown): Promise<SymptomLog> => {
    const response = await api(running.baseUrl, '/api/symptoms/log', { method: 'POST', session, body });
    expect(response.status).toBe(201);
    return symptomLogSchema.parse(response.json);
  };
  const list = async (session: string, query = '') => {
    const response = await api(running.baseUrl, `/api/symptoms${query}`, { session });
    expect(response.status).toBe(200);
    return symptomLogPageSchema.parse(response.json);
  };
  const remove = (session: string | undefined, id: string) =>
    api(running.baseUrl, `/api/symptoms/${id}`, { method: 'DELETE', session });

  it('reads only the logs of this session that happened since the given time', async () => {
    const mine = newSessionId();
    const theirs = newSessionId();
    const old = await log(mine, hotFlash(daysAgo(40), 1));
    const recent = await log(mine, hotFlash(daysAgo(10), 4));
    const today = await log(mine, hotFlash(daysAgo(0.01), 5));
    await log(theirs, hotFlash(daysAgo(1), 2));

    const since30 = encodeURIComponent(daysAgo(30));
    const last30 = await list(mine, `?type=hot_flash&limit=200&since=${since30}`);
    expect(last30.items.map((item) => item.id)).toEqual([today.id, recent.id]);
    const last90 = await list(mine, `?type=hot_flash&limit=200&since=${encodeURIComponent(daysAgo(90))}`);
    expect(last90.items.map((item) => item.id)).toEqual([today.id, recent.id, old.id]);
    // Another session sees none of them, whatever the period.
    expect((await list(theirs, `?since=${encodeURIComponent(daysAgo(90))}`)).items.map((item) => item.severity)).toEqual([2]);
    // Paging keeps the period.
    const firstPage = await list(mine, `?limit=1&since=${since30}`);
    expect(firstPage.items.map((item) => item.id)).toEqual([today.id]);
    const secondPage = await list(mine, `?limit=1&since=${since30}&before=${firstPage.nextCursor}`);
    expect(secondPage).toEqual({ items: [expect.objectContaining({ id: recent.id })], nextCursor: null });
  });

  it('refuses a since that is not an ISO date-time with a readable 400', async () => {
    for (const since of ['last-month', '2025-13-01T00:00:00Z', '']) {
      const response = await api(running.baseUrl, `/api/symptoms?since=${encodeURIComponent(since)}`, {
        session: newSessionId(),
      });
      expect(response.status).toBe(400);
      expect(response.json.message).toContain('since must be an ISO date-time');
    }
  });

  it("deletes one of the session's own logs and nothing else", async () => {
    const session = newSessionId();
    const [first, second] = [await log(session, hotFlash(daysAgo(2))), await log(session, hotFlash(daysAgo(1)))];
    const response = await remove(session, first.id);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect((await list(session)).items.map((item) => item.id)).toEqual([second.id]);
    // Deleting again: already gone, a 404 that says so.
    const again = await remove(session, first.id);
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({
      code: 'NOT_FOUND',
      message: 'That log was not found in your history. It may already be deleted.',
    });
  });

  it("answers another session's log exactly like an unknown id, and leaves it in place", async () => {
    const owner = newSessionId();
    const stranger = newSessionId();
    const owned = await log(owner, hotFlash(daysAgo(1)));
    const forOthers = await remove(stranger, owned.id);
    const forUnknown = await remove(stranger, 'aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(forOthers.status).toBe(404);
    expect(forUnknown.status).toBe(404);
    expect(forOthers.json).toEqual(forUnknown.json);
    expect((await list(owner)).items.map((item) => item.id)).toEqual([owned.id]);
  });

  it('refuses a malformed id and a missing session with a readable 400', async () => {
    const malformed = await remove(newSessionId(), 'not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toContain('id must be the id of a log from your list');
    const operator = await remove(newSessionId(), '%7B%22%24ne%22%3Anull%7D');
    expect(operator.status).toBe(400);
    expect((await remove(undefined, 'aaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(400);
  });

  it("exports exactly this session's logs, and delete-account removes them, other sessions untouched", async () => {
    const mine = newSessionId();
    const theirs = newSessionId();
    const myLogs = [
      await log(mine, hotFlash(daysAgo(3))),
      await log(mine, { symptomType: 'sleep_quality', rating: 2, timestamp: daysAgo(1) }),
    ];
    const theirLog = await log(theirs, hotFlash(daysAgo(2)));

    const dashboard = await api(running.baseUrl, '/api/privacy/dashboard', { session: mine });
    expect(dashboard.json).toMatchObject({
      totalRecords: 2,
      categories: expect.arrayContaining([{ key: 'symptomLogs', label: expect.any(String), count: 2 }]),
    });
    const exported = await api(running.baseUrl, '/api/privacy/export', { session: mine });
    expect(exported.status).toBe(200);
    const data = exported.json.data as Record<string, Array<{ sessionId: string; _id?: unknown; id?: unknown }>>;
    expect(data.symptomLogs).toHaveLength(2);
    expect(data.symptomLogs!.every((record) => record.sessionId === mine)).toBe(true);
    expect(exported.text).not.toContain(theirs);
    expect(exported.text).not.toContain(theirLog.id);
    const otherKinds = Object.entries(data).filter(([key]) => key !== 'symptomLogs');
    expect(otherKinds.every(([, records]) => records.length === 0)).toBe(true);

    const deleted = await api(running.baseUrl, '/api/privacy/delete-account', { method: 'DELETE', session: mine });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ deleted: { symptomLogs: 2 }, total: 2 });
    expect((await list(mine)).items).toEqual([]);
    for (const gone of myLogs) expect((await remove(mine, gone.id)).status).toBe(404);
    expect((await list(theirs)).items.map((item) => item.id)).toEqual([theirLog.id]);
  });
});
