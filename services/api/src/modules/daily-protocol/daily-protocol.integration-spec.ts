import { dailyProtocolFor } from '@renewed/content';
import { API_ROUTES, dailyProtocolDaySchema, errorBodySchema, personalDataExportSchema } from '@renewed/contracts';
import type { Connection } from 'mongoose';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';
import { DAILY_PROTOCOL_COLLECTION } from './daily-protocol.schema';

/** A calendar date `offset` days from today (UTC), as YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

describe('daily protocol API', () => {
  let running: RunningApi;
  const today = dayFromToday(0);

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('daily_protocol') }));
  });
  afterAll(() => running?.close());

  const setStep = (session: string | undefined, step: number | string, done: unknown, date = today) =>
    api(running.baseUrl, `/api/daily-protocol/${date}/steps/${step}`, { method: 'PUT', session, body: { done } });
  const dayOf = async (session: string, date = today) => {
    const response = await api(running.baseUrl, `/api/daily-protocol/${date}`, { session });
    expect(response.status).toBe(200);
    return dailyProtocolDaySchema.parse(response.json);
  };
  const stored = (filter: Record<string, unknown>) =>
    running.app.get<Connection>(MONGO_CONNECTION).collection(DAILY_PROTOCOL_COLLECTION).find(filter).toArray();

  it("starts empty, names the day's protocol, and ticks and unticks idempotently in one document", async () => {
    const session = newSessionId();
    expect(await dayOf(session)).toEqual({
      date: today,
      protocolId: dailyProtocolFor(today).id,
      completedSteps: [],
      totalSteps: 3,
    });

    const first = await setStep(session, 1, true);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(dailyProtocolDaySchema.parse(first.json).completedSteps).toEqual([1]);
    expect((await setStep(session, 1, true)).json).toMatchObject({ completedSteps: [1] });
    expect((await setStep(session, 0, true)).json).toMatchObject({ completedSteps: [0, 1] });
    expect((await setStep(session, 1, false)).json).toMatchObject({ completedSteps: [0] });
    expect((await setStep(session, 1, false)).json).toMatchObject({ completedSteps: [0] });

    expect((await dayOf(session)).completedSteps).toEqual([0]);
    const documents = await stored({ sessionId: session });
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ date: today, protocolId: dailyProtocolFor(today).id, completedSteps: [0] });
  });

  it('stores each of 12 concurrent ticks (every step four times) exactly once, in one document', async () => {
    const session = newSessionId();
    const responses = await Promise.all([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2].map((step) => setStep(session, step, true)));
    for (const [index, response] of responses.entries()) {
      expect(response.status).toBe(200);
      expect(dailyProtocolDaySchema.parse(response.json).completedSteps).toContain(index % 3);
    }
    expect((await dayOf(session)).completedSteps).toEqual([0, 1, 2]);
    expect(await stored({ sessionId: session })).toHaveLength(1);
  });

  it('keeps sessions and days apart, and accepts the visitor’s local date a day either side of UTC', async () => {
    const mine = newSessionId();
    const theirs = newSessionId();
    const yesterday = dayFromToday(-1);
    const tomorrow = dayFromToday(1);
    await setStep(mine, 0, true);
    await setStep(mine, 2, true, yesterday);
    expect((await setStep(mine, 1, true, tomorrow)).status).toBe(200);
    await setStep(theirs, 1, true);

    expect((await dayOf(mine)).completedSteps).toEqual([0]);
    expect(await dayOf(mine, yesterday)).toMatchObject({ completedSteps: [2], protocolId: dailyProtocolFor(yesterday).id });
    expect((await dayOf(mine, tomorrow)).completedSteps).toEqual([1]);
    expect((await dayOf(theirs)).completedSteps).toEqual([1]);
    expect((await dayOf(theirs, yesterday)).completedSteps).toEqual([]);
  });

  it('unticking a step of a day with nothing stored creates nothing', async () => {
    const session = newSessionId();
    const response = await setStep(session, 2, false);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ completedSteps: [] });
    expect(await stored({ sessionId: session })).toHaveLength(0);
  });

  it.each(['3', '-1', 'x', '1.0', '01', '1e0'])('refuses step %j with a 400 and stores nothing', async (step) => {
    const session = newSessionId();
    const response = await setStep(session, step, true);
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.json).message).toContain('Step must be a whole number from 0 to 2');
    expect(await stored({ sessionId: session })).toHaveLength(0);
  });

  it.each([
    ['2026-02-30', 'real calendar date'],
    ['2026-11-5', 'YYYY-MM-DD'],
    ['today', 'YYYY-MM-DD'],
    ['2026-13-01', 'real calendar date'],
  ])('refuses the date %j with a 400 that says why', async (date, why) => {
    const session = newSessionId();
    for (const response of [
      await setStep(session, 0, true, date),
      await api(running.baseUrl, `/api/daily-protocol/${date}`, { session }),
    ]) {
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(response.json).message).toContain(why);
    }
    expect(await stored({ sessionId: session })).toHaveLength(0);
  });

  it.each([5, -5, 400])('refuses a real date %d days from today with a 400', async (offset) => {
    const session = newSessionId();
    const date = dayFromToday(offset);
    const write = await setStep(session, 0, true, date);
    expect(write.status).toBe(400);
    expect(errorBodySchema.parse(write.json).message).toContain(`Date ${date} is too far from today`);
    expect((await api(running.baseUrl, `/api/daily-protocol/${date}`, { session })).status).toBe(400);
    expect(await stored({ sessionId: session })).toHaveLength(0);
  });

  it('refuses a bad body or a missing or malformed session with a 400, never echoing the session', async () => {
    const session = newSessionId();
    const put = (body: unknown) => api(running.baseUrl, `/api/daily-protocol/${today}/steps/0`, { method: 'PUT', session, body });
    for (const body of [{ done: 'yes' }, {}, { done: null }, { done: true, extra: 1 }, [true]]) {
      const response = await put(body);
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(response.json).message).toMatch(/Step update/);
    }
    const noBody = await api(running.baseUrl, `/api/daily-protocol/${today}/steps/0`, { method: 'PUT', session });
    expect(noBody.status).toBe(400);
    const badJson = await api(running.baseUrl, `/api/daily-protocol/${today}/steps/0`, {
      method: 'PUT',
      session,
      rawBody: '{"done":',
    });
    expect(badJson.status).toBe(400);

    expect((await setStep(undefined, 0, true)).status).toBe(400);
    const malformed = await setStep('session-oops', 0, true);
    expect(malformed.status).toBe(400);
    expect(malformed.text).not.toContain('session-oops');
    expect((await api(running.baseUrl, `/api/daily-protocol/${today}`)).status).toBe(400);
    expect(await stored({ sessionId: session })).toHaveLength(0);
  });

  it("limits one session to the contract's 60 writes a minute with a 429, keeping what was saved", async () => {
    // The shared test app lifts rate limits (RATE_LIMIT_FACTOR); this one runs with the real ones.
    const limited = await startApi(
      testConfig({ driver: 'inline', ...isolatedNames('daily_protocol_limit'), env: { RATE_LIMIT_FACTOR: '1' } }),
    );
    try {
      const session = newSessionId();
      const put = (who: string, step: number, done: boolean) =>
        api(limited.baseUrl, `/api/daily-protocol/${today}/steps/${step}`, { method: 'PUT', session: who, body: { done } });
      const limit = API_ROUTES.setDailyProtocolStep.rateLimit.perSession;
      const statuses: number[] = [];
      for (let index = 0; index < limit; index += 1) statuses.push((await put(session, index % 3, index % 2 === 0)).status);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);

      const refused = await put(session, 0, true);
      expect(refused.status).toBe(429);
      expect(errorBodySchema.parse(refused.json)).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      // The last accepted write of each step wins (0: index 57 false, 1: index 58 true, 2: index 59 false);
      // the refused one changed nothing.
      const read = await api(limited.baseUrl, `/api/daily-protocol/${today}`, { session });
      expect(read.status).toBe(200);
      expect(dailyProtocolDaySchema.parse(read.json).completedSteps).toEqual([1]);
      // Another visitor is not affected.
      expect((await put(newSessionId(), 0, true)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is counted, exported and deleted with the rest of the session, and only that session', async () => {
    const mine = newSessionId();
    const theirs = newSessionId();
    await setStep(mine, 0, true);
    await setStep(mine, 2, true);
    await setStep(mine, 1, true, dayFromToday(-1));
    await setStep(theirs, 1, true);

    const dashboard = await api(running.baseUrl, '/api/privacy/dashboard', { session: mine });
    expect(dashboard.json).toMatchObject({
      categories: expect.arrayContaining([{ key: 'dailyProtocol', label: 'Daily protocol steps ticked', count: 2 }]),
    });

    const exported = personalDataExportSchema.parse((await api(running.baseUrl, '/api/privacy/export', { session: mine })).json);
    expect(exported.data.dailyProtocol).toEqual([
      expect.objectContaining({ sessionId: mine, date: dayFromToday(-1), completedSteps: [1] }),
      expect.objectContaining({ sessionId: mine, date: today, completedSteps: [0, 2], protocolId: dailyProtocolFor(today).id }),
    ]);

    const deleted = await api(running.baseUrl, '/api/privacy/delete-account', { method: 'DELETE', session: mine });
    expect(deleted.json).toMatchObject({ deleted: expect.objectContaining({ dailyProtocol: 2 }) });
    expect((await dayOf(mine)).completedSteps).toEqual([]);
    expect(await stored({ sessionId: mine })).toHaveLength(0);
    expect((await dayOf(theirs)).completedSteps).toEqual([1]);
  });
});
