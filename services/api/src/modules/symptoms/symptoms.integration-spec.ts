import { symptomLogPageSchema, symptomLogSchema, type SymptomLog } from '@renewed/contracts';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';

describe('symptom logs API', () => {
  let running: RunningApi;

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('symptoms') }));
  });
  afterAll(() => running?.close());

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const hotFlash = (overrides: Record<string, unknown> = {}) => ({
    symptomType: 'hot_flash',
    severity: 3,
    duration: 5,
    triggers: ['Stress', 'Hot Drinks'],
    reliefMethods: ['Cold Water'],
    notes: 'During the afternoon meeting',
    timestamp: minutesAgo(5),
    ...overrides,
  });
  const log = (session: string | undefined, body: unknown) =>
    api(running.baseUrl, '/api/symptoms/log', { method: 'POST', session, body });
  const list = async (session: string, query = '') => {
    const response = await api(running.baseUrl, `/api/symptoms${query}`, { session });
    expect(response.status).toBe(200);
    return symptomLogPageSchema.parse(response.json);
  };
  const logMany = async (session: string, bodies: unknown[]) => {
    const stored: SymptomLog[] = [];
    for (const body of bodies) {
      const response = await log(session, body);
      expect(response.status).toBe(201);
      stored.push(symptomLogSchema.parse(response.json));
    }
    return stored;
  };

  it('logs a hot flash with 201 and returns the stored log', async () => {
    const session = newSessionId();
    const body = hotFlash({ timestamp: '2025-01-31T08:30:00+01:00' });
    const response = await log(session, body);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      symptomType: 'hot_flash',
      severity: 3,
      duration: 5,
      triggers: ['Stress', 'Hot Drinks'],
      reliefMethods: ['Cold Water'],
      notes: 'During the afternoon meeting',
      timestamp: '2025-01-31T07:30:00.000Z',
      createdAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(response.json.createdAt as string) - Date.now())).toBeLessThan(60_000);
    expect(response.text).not.toContain(session);

    expect((await list(session)).items).toEqual([response.json]);
  });

  it('logs sleep quality and energy level check-ins', async () => {
    const session = newSessionId();
    const [sleep, energy] = await logMany(session, [
      { symptomType: 'sleep_quality', rating: 2, notes: 'Woke at 3am', timestamp: minutesAgo(60) },
      { symptomType: 'energy_level', rating: 4, timestamp: minutesAgo(30) },
    ]);
    expect(sleep).toEqual({
      id: expect.any(String),
      symptomType: 'sleep_quality',
      rating: 2,
      notes: 'Woke at 3am',
      timestamp: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(energy).toMatchObject({ symptomType: 'energy_level', rating: 4, notes: '' });
    expect(energy).not.toHaveProperty('severity');
    expect((await list(session)).items.map((item) => item.symptomType)).toEqual(['energy_level', 'sleep_quality']);
  });

  it('lists newest first across two pages without repeating or skipping a log', async () => {
    const session = newSessionId();
    const stored = await logMany(
      session,
      [1, 2, 3, 4, 5].map((severity) => hotFlash({ severity })),
    );
    const newestFirst = stored.map((item) => item.id).reverse();

    const first = await list(session, '?limit=3');
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 3));
    expect(first.items.map((item) => item.severity)).toEqual([5, 4, 3]);
    expect(first.nextCursor).toBe(newestFirst[2]);

    const second = await list(session, `?limit=3&before=${first.nextCursor}`);
    expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(3));
    expect(second.nextCursor).toBeNull();

    const exact = await list(session, '?limit=5');
    expect(exact.items).toHaveLength(5);
    expect(exact.nextCursor).toBeNull();
  });

  it('filters the list by type, and pages within the type', async () => {
    const session = newSessionId();
    const stored = await logMany(session, [
      hotFlash({ severity: 1 }),
      { symptomType: 'sleep_quality', rating: 3, timestamp: minutesAgo(1) },
      hotFlash({ severity: 2 }),
      { symptomType: 'energy_level', rating: 5, timestamp: minutesAgo(1) },
      hotFlash({ severity: 4 }),
    ]);
    const hotFlashIds = stored
      .filter((item) => item.symptomType === 'hot_flash')
      .map((item) => item.id)
      .reverse();

    const hotFlashes = await list(session, '?type=hot_flash');
    expect(hotFlashes.items.map((item) => item.id)).toEqual(hotFlashIds);
    expect((await list(session, '?type=sleep_quality')).items.map((item) => item.rating)).toEqual([3]);
    expect((await list(session, '?type=energy_level')).items.map((item) => item.rating)).toEqual([5]);

    const firstPage = await list(session, '?type=hot_flash&limit=2');
    expect(firstPage.items.map((item) => item.id)).toEqual(hotFlashIds.slice(0, 2));
    const secondPage = await list(session, `?type=hot_flash&limit=2&before=${firstPage.nextCursor}`);
    expect(secondPage).toEqual({ items: [expect.objectContaining({ id: hotFlashIds[2] })], nextCursor: null });
  });

  it("never shows one session's logs to another, even with the other's cursor", async () => {
    const owner = newSessionId();
    const stranger = newSessionId();
    const stored = await logMany(owner, [hotFlash(), hotFlash(), hotFlash()]);
    await logMany(stranger, [hotFlash({ severity: 1 })]);

    expect((await list(owner)).items).toHaveLength(3);
    const strangerIds = (await list(stranger)).items.map((item) => item.id);
    expect(strangerIds).toHaveLength(1);
    for (const item of stored) expect(strangerIds).not.toContain(item.id);
    expect(await list(stranger, `?before=${stored[2]!.id}`)).toEqual({ items: [], nextCursor: null });
    expect(await list(newSessionId())).toEqual({ items: [], nextCursor: null });
  });

  describe('bad input', () => {
    const session = newSessionId();
    const expectReadable400 = (response: Awaited<ReturnType<typeof api>>) => {
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
      expect(response.text).not.toMatch(/at \w+ \(|node_modules/);
    };

    it.each([
      ['severity 0', hotFlash({ severity: 0 }), 'severity'],
      ['severity 6', hotFlash({ severity: 6 }), 'severity'],
      ['severity 2.5', hotFlash({ severity: 2.5 }), 'severity'],
      ["severity '3'", hotFlash({ severity: '3' }), 'severity'],
      ['duration 2', hotFlash({ duration: 2 }), 'Duration must be 1, 3, 5 or 10 minutes'],
      ['an unknown trigger', hotFlash({ triggers: ['Full Moon'] }), 'triggers'],
      ['a duplicate trigger', hotFlash({ triggers: ['Stress', 'Stress'] }), 'Each trigger may be chosen once'],
      ['an unknown relief method', hotFlash({ reliefMethods: ['Dancing'] }), 'reliefMethods'],
      ['notes of 2,001 characters', hotFlash({ notes: 'x'.repeat(2001) }), 'Notes can be at most 2000 characters'],
      [
        'a future timestamp',
        hotFlash({ timestamp: new Date(Date.now() + 60 * 60_000).toISOString() }),
        'Time cannot be in the future',
      ],
      ['a non-ISO timestamp', hotFlash({ timestamp: 'last Tuesday' }), 'Time must be an ISO date-time'],
      ['an operator instead of a number', hotFlash({ severity: { $gt: 0 } }), 'severity'],
      ['an operator instead of a type', hotFlash({ symptomType: { $ne: null } }), 'symptomType'],
      ['an extra field', hotFlash({ sessionId: 'session-1-x' }), 'Unknown field(s): sessionId'],
      ['an unknown symptom type', hotFlash({ symptomType: 'night_sweat' }), 'symptomType'],
      ['a check-in without a rating', { symptomType: 'sleep_quality', timestamp: minutesAgo(1) }, 'rating'],
      ['an array body', [hotFlash()], 'Symptom log is invalid'],
    ])('refuses %s with 400 and a readable message', async (_label, body, mentions) => {
      const response = await log(session, body);
      expectReadable400(response);
      expect(response.json.message).toContain(mentions);
    });

    it('refuses malformed JSON, a plain-text body and an empty body with 400', async () => {
      const post = (rawBody: string | undefined, headers?: Record<string, string>) =>
        api(running.baseUrl, '/api/symptoms/log', { method: 'POST', session, rawBody, headers });
      expectReadable400(await post('{"symptomType": '));
      expectReadable400(await post('hot flash', { 'content-type': 'text/plain' }));
      expectReadable400(await post(undefined));
    });

    it('requires a well-formed X-Session-Id on both endpoints and never echoes it', async () => {
      expectReadable400(await log(undefined, hotFlash()));
      expectReadable400(await api(running.baseUrl, '/api/symptoms'));
      const malformed = await log('session-123-evil', hotFlash());
      expectReadable400(malformed);
      expect(malformed.text).not.toContain('session-123-evil');
      expectReadable400(await api(running.baseUrl, '/api/symptoms', { session: 'session-123-evil' }));
    });

    it.each([
      ['limit=0'],
      ['limit=201'],
      ['limit=ten'],
      ['limit=2.5'],
      ['type=mood'],
      ['type=hot_flash&type=energy_level'],
      ['before=not-a-cursor'],
      ['before[$gt]=000000000000000000000000'],
      ['sort=asc'],
    ])('refuses the list query ?%s with 400', async (query) => {
      expectReadable400(await api(running.baseUrl, `/api/symptoms?${query}`, { session }));
    });

    it('stored nothing for the refused requests', async () => {
      expect(await list(session)).toEqual({ items: [], nextCursor: null });
    });
  });

  it("exports exactly this session's logs and deletes them, leaving other sessions alone", async () => {
    const mine = newSessionId();
    const theirs = newSessionId();
    const stored = await logMany(mine, [hotFlash(), { symptomType: 'sleep_quality', rating: 4, timestamp: minutesAgo(2) }]);
    await logMany(theirs, [hotFlash(), hotFlash(), hotFlash()]);

    const dashboard = await api(running.baseUrl, '/api/privacy/dashboard', { session: mine });
    expect(dashboard.json.categories).toContainEqual({ key: 'symptomLogs', label: expect.any(String), count: 2 });

    const exported = await api(running.baseUrl, '/api/privacy/export', { session: mine });
    expect(exported.status).toBe(200);
    const records = (exported.json.data as Record<string, Array<{ id: string; sessionId: string }>>).symptomLogs!;
    expect(records.map((record) => record.id)).toEqual(stored.map((item) => item.id));
    expect(records.every((record) => record.sessionId === mine)).toBe(true);
    expect(records[0]).toMatchObject({
      symptomType: 'hot_flash',
      severity: 3,
      triggers: ['Stress', 'Hot Drinks'],
      timestamp: stored[0]!.timestamp,
    });

    const deleted = await api(running.baseUrl, '/api/privacy/delete-account', { method: 'DELETE', session: mine });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ deleted: { symptomLogs: 2 }, total: 2 });
    expect(await list(mine)).toEqual({ items: [], nextCursor: null });
    expect((await list(theirs)).items).toHaveLength(3);
  });
});
