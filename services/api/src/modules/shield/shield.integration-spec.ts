import { shieldApplicationPageSchema, shieldApplicationSchema, STOCK_MANTRA, type ShieldApplication } from '@renewed/contracts';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';

describe('shield applications API', () => {
  let running: RunningApi;

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('shield') }));
  });
  afterAll(() => running?.close());

  const application = (overrides: Record<string, unknown> = {}) => ({
    protectionLevel: 'medium',
    moodState: 'confident',
    dailyMantra: 'My energy is mine to spend.',
    applicationNotes: 'Family dinner tonight',
    appliedAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  });
  const apply = (session: string | undefined, body: unknown) =>
    api(running.baseUrl, '/api/shield-applications', { method: 'POST', session, body });
  const list = async (session: string, query = '') => {
    const response = await api(running.baseUrl, `/api/shield-applications${query}`, { session });
    expect(response.status).toBe(200);
    return shieldApplicationPageSchema.parse(response.json);
  };
  const applyMany = async (session: string, bodies: unknown[]) => {
    const stored: ShieldApplication[] = [];
    for (const body of bodies) {
      const response = await apply(session, body);
      expect(response.status).toBe(201);
      stored.push(shieldApplicationSchema.parse(response.json));
    }
    return stored;
  };

  it('applies the shield with 201 and returns the stored application', async () => {
    const session = newSessionId();
    const response = await apply(
      session,
      application({ protectionLevel: 'fortress', moodState: 'warrior', appliedAt: '2025-02-01T07:45:00-05:00' }),
    );
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      protectionLevel: 'fortress',
      moodState: 'warrior',
      dailyMantra: 'My energy is mine to spend.',
      applicationNotes: 'Family dinner tonight',
      appliedAt: '2025-02-01T12:45:00.000Z',
      createdAt: expect.any(String),
    });
    expect(response.text).not.toContain(session);
    expect((await list(session)).items).toEqual([response.json]);
  });

  it('stores the stock mantra when the mantra is empty or only spaces, and keeps null notes', async () => {
    const session = newSessionId();
    const [empty, spaces] = await applyMany(session, [
      application({ dailyMantra: '', applicationNotes: null }),
      application({ dailyMantra: '  \n ' }),
    ]);
    expect(empty).toMatchObject({ dailyMantra: STOCK_MANTRA, applicationNotes: null });
    expect(spaces!.dailyMantra).toBe(STOCK_MANTRA);
    expect((await list(session)).items.map((item) => item.dailyMantra)).toEqual([STOCK_MANTRA, STOCK_MANTRA]);
  });

  it('lists newest first across two pages without repeating or skipping one', async () => {
    const session = newSessionId();
    const moods = ['zen', 'confident', 'cautious', 'defensive', 'warrior'];
    const stored = await applyMany(
      session,
      moods.map((moodState) => application({ moodState })),
    );
    const newestFirst = stored.map((item) => item.id).reverse();

    const first = await list(session, '?limit=2');
    expect(first.items.map((item) => item.moodState)).toEqual(['warrior', 'defensive']);
    expect(first.nextCursor).toBe(newestFirst[1]);
    const second = await list(session, `?limit=3&before=${first.nextCursor}`);
    expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(2));
    expect(second.nextCursor).toBeNull();
  });

  it("never shows one session's applications to another", async () => {
    const owner = newSessionId();
    const stored = await applyMany(owner, [application(), application()]);
    expect((await list(owner)).items).toHaveLength(2);
    const stranger = newSessionId();
    expect(await list(stranger)).toEqual({ items: [], nextCursor: null });
    expect(await list(stranger, `?before=${'f'.repeat(24)}`)).toEqual({ items: [], nextCursor: null });
    await applyMany(stranger, [application()]);
    const strangerIds = (await list(stranger)).items.map((item) => item.id);
    expect(strangerIds).toHaveLength(1);
    for (const item of stored) expect(strangerIds).not.toContain(item.id);
  });

  describe('bad input', () => {
    const session = newSessionId();
    const expectReadable400 = (response: Awaited<ReturnType<typeof api>>) => {
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
      expect(response.text).not.toMatch(/at \w+ \(|node_modules/);
    };

    it.each([
      ['a missing mood', application({ moodState: undefined }), 'moodState'],
      ['an unknown mood', application({ moodState: 'grumpy' }), 'moodState'],
      ['an unknown protection level', application({ protectionLevel: 'maximum' }), 'protectionLevel'],
      ['a mantra of 281 characters', application({ dailyMantra: 'x'.repeat(281) }), 'The mantra can be at most 280 characters'],
      ['notes of 2,001 characters', application({ applicationNotes: 'x'.repeat(2001) }), 'Notes can be at most 2000 characters'],
      [
        'a future time',
        application({ appliedAt: new Date(Date.now() + 60 * 60_000).toISOString() }),
        'Time cannot be in the future',
      ],
      ['a non-ISO time', application({ appliedAt: '1 March' }), 'Time must be an ISO date-time'],
      ['an operator instead of a mood', application({ moodState: { $gt: '' } }), 'moodState'],
      ['a number as the mantra', application({ dailyMantra: 7 }), 'dailyMantra'],
      ['an extra field', application({ isAdmin: true }), 'Unknown field(s): isAdmin'],
      ['an array body', [application()], 'Shield application is invalid'],
    ])('refuses %s with 400 and a readable message', async (_label, body, mentions) => {
      const response = await apply(session, body);
      expectReadable400(response);
      expect(response.json.message).toContain(mentions);
    });

    it('refuses malformed JSON and an empty body with 400', async () => {
      expectReadable400(
        await api(running.baseUrl, '/api/shield-applications', { method: 'POST', session, rawBody: '{"moodState": ' }),
      );
      expectReadable400(await api(running.baseUrl, '/api/shield-applications', { method: 'POST', session }));
    });

    it('requires a well-formed X-Session-Id on both endpoints and never echoes it', async () => {
      expectReadable400(await apply(undefined, application()));
      expectReadable400(await api(running.baseUrl, '/api/shield-applications'));
      const malformed = await apply('session-123-evil', application());
      expectReadable400(malformed);
      expect(malformed.text).not.toContain('session-123-evil');
    });

    it.each([['limit=0'], ['limit=many'], ['before=123'], ['type=hot_flash'], ['before[$ne]=x']])(
      'refuses the list query ?%s with 400',
      async (query) => {
        expectReadable400(await api(running.baseUrl, `/api/shield-applications?${query}`, { session }));
      },
    );

    it('stored nothing for the refused requests', async () => {
      expect(await list(session)).toEqual({ items: [], nextCursor: null });
    });
  });

  it("exports exactly this session's applications and deletes them, leaving other sessions alone", async () => {
    const mine = newSessionId();
    const theirs = newSessionId();
    const stored = await applyMany(mine, [application({ dailyMantra: '' }), application({ moodState: 'zen' })]);
    await applyMany(theirs, [application()]);

    const dashboard = await api(running.baseUrl, '/api/privacy/dashboard', { session: mine });
    expect(dashboard.json.categories).toContainEqual({ key: 'shieldApplications', label: expect.any(String), count: 2 });

    const exported = await api(running.baseUrl, '/api/privacy/export', { session: mine });
    const records = (exported.json.data as Record<string, Array<{ id: string; sessionId: string }>>).shieldApplications!;
    expect(records.map((record) => record.id)).toEqual(stored.map((item) => item.id));
    expect(records.every((record) => record.sessionId === mine)).toBe(true);
    expect(records[0]).toMatchObject({ dailyMantra: STOCK_MANTRA, protectionLevel: 'medium' });

    const deleted = await api(running.baseUrl, '/api/privacy/delete-account', { method: 'DELETE', session: mine });
    expect(deleted.json).toMatchObject({ deleted: { shieldApplications: 2 }, total: 2 });
    expect(await list(mine)).toEqual({ items: [], nextCursor: null });
    expect((await list(theirs)).items).toHaveLength(1);
  });
});
