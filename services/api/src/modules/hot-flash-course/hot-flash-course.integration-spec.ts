import { randomUUID } from 'node:crypto';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';

const STATE = '/api/hot-flash-course';
const PROGRESS = '/api/hot-flash-course/progress';
const ENTRIES = '/api/hot-flash-course/entries';

describe('hot flash course', () => {
  let running: RunningApi;

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('course') }));
  });

  afterAll(async () => {
    await running?.close();
  });

  const worksheet = (answers: Record<string, string>, entryId = randomUUID()) => ({
    kind: 'worksheet',
    entryId,
    week: 1,
    stepId: 'flash-diary',
    answers,
  });

  it('starts empty, keeps her place, pause and restart', async () => {
    const session = newSessionId();
    expect((await api(running.baseUrl, STATE, { session })).json).toEqual({ progress: null, entries: [] });

    const moved = await api(running.baseUrl, PROGRESS, {
      method: 'PUT',
      session,
      body: { week: 2, step: 1, paused: false, finished: false },
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ week: 2, step: 1, paused: false, finished: false });
    const startedAt = moved.json.startedAt as string;

    const paused = await api(running.baseUrl, PROGRESS, {
      method: 'PUT',
      session,
      body: { week: 2, step: 1, paused: true, finished: false },
    });
    expect(paused.json).toMatchObject({ week: 2, step: 1, paused: true, startedAt });
    expect((await api(running.baseUrl, STATE, { session })).json.progress).toMatchObject({ week: 2, step: 1, paused: true });

    const restarted = await api(running.baseUrl, PROGRESS, {
      method: 'PUT',
      session,
      body: { week: 1, step: 0, paused: false, finished: false },
    });
    expect(restarted.json).toMatchObject({ week: 1, step: 0, paused: false });
    expect((restarted.json.startedAt as string) >= startedAt).toBe(true);
  });

  it('refuses a step the week does not have, and an unknown worksheet or field, with 400', async () => {
    const session = newSessionId();
    const badStep = await api(running.baseUrl, PROGRESS, {
      method: 'PUT',
      session,
      body: { week: 2, step: 3, paused: false, finished: false },
    });
    expect(badStep.status).toBe(400);
    expect(badStep.json).toMatchObject({ statusCode: 400, message: expect.stringContaining('Week 2 has 3 steps') });
    const badWorksheet = await api(running.baseUrl, ENTRIES, {
      method: 'POST',
      session,
      body: { ...worksheet({ situation: 'x' }), stepId: 'my-plan' },
    });
    expect(badWorksheet.status).toBe(400);
    const badField = await api(running.baseUrl, ENTRIES, { method: 'POST', session, body: worksheet({ password: 'x' }) });
    expect(badField.status).toBe(400);
    const empty = await api(running.baseUrl, ENTRIES, { method: 'POST', session, body: worksheet({ situation: '   ' }) });
    expect(empty.status).toBe(400);
    const rating = await api(running.baseUrl, ENTRIES, {
      method: 'POST',
      session,
      body: { kind: 'check', entryId: randomUUID(), week: 1, problemRating: 11, frequencyPerWeek: 3 },
    });
    expect(rating.status).toBe(400);
    expect((await api(running.baseUrl, STATE, { session })).json).toEqual({ progress: null, entries: [] });
  });

  it('stores worksheets and weekly checks once each, oldest first, for her session only', async () => {
    const session = newSessionId();
    const sheet = worksheet({ situation: 'Work meeting', thoughts: 'Everyone can see', action: 'Slow breathing' });
    const first = await api(running.baseUrl, ENTRIES, { method: 'POST', session, body: sheet });
    expect(first.status).toBe(201);
    const retried = await api(running.baseUrl, ENTRIES, { method: 'POST', session, body: sheet });
    expect(retried.json.id).toBe(first.json.id);
    const check = await api(running.baseUrl, ENTRIES, {
      method: 'POST',
      session,
      body: { kind: 'check', entryId: randomUUID(), week: 1, problemRating: 7, frequencyPerWeek: 40 },
    });
    expect(check.json).toMatchObject({ kind: 'check', week: 1, problemRating: 7, frequencyPerWeek: 40 });
    const entries = (await api(running.baseUrl, STATE, { session })).json.entries as unknown as Array<{ kind: string }>;
    expect(entries.map((entry) => entry.kind)).toEqual(['worksheet', 'check']);
    expect(entries[0]).toMatchObject({ stepId: 'flash-diary', answers: sheet.answers });
    // Another session sending the same entry id gets its own record, never hers.
    const stranger = newSessionId();
    await api(running.baseUrl, ENTRIES, { method: 'POST', session: stranger, body: sheet });
    expect((await api(running.baseUrl, STATE, { session: stranger })).json.entries).toHaveLength(1);
    expect((await api(running.baseUrl, STATE, { session })).json.entries).toHaveLength(2);
  });

  it('is in the privacy dashboard, export and delete', async () => {
    const session = newSessionId();
    await api(running.baseUrl, PROGRESS, { method: 'PUT', session, body: { week: 1, step: 2, paused: false, finished: false } });
    await api(running.baseUrl, ENTRIES, { method: 'POST', session, body: worksheet({ situation: 'Night', action: 'Fan' }) });
    const dashboard = (await api(running.baseUrl, '/api/privacy/dashboard', { session })).json;
    const counts = Object.fromEntries(
      (dashboard.categories as Array<{ key: string; count: number }>).map((category) => [category.key, category.count]),
    );
    expect(counts).toMatchObject({ hotFlashCourseProgress: 1, hotFlashCourseEntries: 1 });
    const exported = (await api(running.baseUrl, '/api/privacy/export', { session })).json.data as Record<string, unknown[]>;
    expect(exported.hotFlashCourseProgress).toEqual([expect.objectContaining({ week: 1, step: 2 })]);
    expect(exported.hotFlashCourseEntries).toEqual([
      expect.objectContaining({ kind: 'worksheet', answers: { situation: 'Night', action: 'Fan' } }),
    ]);
    const deleted = await api(running.baseUrl, '/api/privacy/delete-account', { method: 'DELETE', session });
    expect(deleted.json.deleted as Record<string, number>).toMatchObject({ hotFlashCourseProgress: 1, hotFlashCourseEntries: 1 });
    expect((await api(running.baseUrl, STATE, { session })).json).toEqual({ progress: null, entries: [] });
  });
});
