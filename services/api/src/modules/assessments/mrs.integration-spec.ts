import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import {
  api,
  eventually,
  isolatedNames,
  newSessionId,
  startApi,
  startWorker,
  testConfig,
  type RunningApi,
} from '../../../test/harness';
import { mrsSubmission } from '../../../test/fixtures';

const PATH = '/api/menopause-rating-scale';

describe.each(['bullmq', 'inline'] as const)('Menopause Rating Scale through the %s queue driver', (driver) => {
  let running: RunningApi;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    const config = testConfig({ driver, ...isolatedNames(`mrs_${driver}`) });
    running = await startApi(config);
    if (driver === 'bullmq') worker = await startWorker(config);
  });

  afterAll(async () => {
    await worker?.close();
    await running?.close();
  });

  const history = async (session: string, count: number) =>
    eventually(async () => {
      const response = await api(running.baseUrl, PATH, { session });
      expect(response.status).toBe(200);
      return (response.json as unknown[]).length >= count ? (response.json as Array<Record<string, unknown>>) : undefined;
    });

  it('keeps every completion, oldest first, and a retried completion once', async () => {
    const session = newSessionId();
    const first = mrsSubmission(session, [4, 2, 3, 2, 2, 1, 3, 2, 1, 2, 3]);
    const second = mrsSubmission(session, [2, 0, 2, 1, 1, 0, 2, 1, 0, 1, 2]);
    const postedFirst = await api(running.baseUrl, PATH, { method: 'POST', session, body: first });
    expect(postedFirst.status).toBe(202);
    expect(postedFirst.json).toEqual({ id: expect.stringMatching(/^[a-f0-9]{32}$/), status: 'accepted' });
    const retried = await api(running.baseUrl, PATH, { method: 'POST', session, body: first });
    expect(retried.json.id).toBe(postedFirst.json.id);
    await history(session, 1);
    // The same answers again, as a new completion: kept as a record of its own.
    const repeat = { ...second, answers: first.answers, scores: first.scores };
    await api(running.baseUrl, PATH, { method: 'POST', session, body: second });
    await history(session, 2);
    await api(running.baseUrl, PATH, { method: 'POST', session, body: repeat });
    const saved = await history(session, 3);
    expect(saved.map((record) => record.scores)).toEqual([first.scores, second.scores, first.scores]);
    expect(saved[0]).toMatchObject({ id: postedFirst.json.id, answers: first.answers, submittedAt: expect.any(String) });
    expect(new Set(saved.map((record) => record.id)).size).toBe(3);
  });

  it('refuses forged scores with a 400 in the error body, and stores nothing', async () => {
    const session = newSessionId();
    const body = mrsSubmission(session);
    const forged = await api(running.baseUrl, PATH, {
      method: 'POST',
      session,
      body: { ...body, scores: { ...body.scores, total: 0 } },
    });
    expect(forged.status).toBe(400);
    expect(forged.json).toMatchObject({
      statusCode: 400,
      error: expect.any(String),
      message: expect.stringContaining('Scores do not match'),
    });
    const response = await api(running.baseUrl, PATH, { session });
    expect(response.json).toEqual([]);
  });

  it("refuses another session's id in the body and never shows one session's completions to another", async () => {
    const owner = newSessionId();
    const mismatch = await api(running.baseUrl, PATH, { method: 'POST', session: newSessionId(), body: mrsSubmission(owner) });
    expect(mismatch.status).toBe(403);
    await api(running.baseUrl, PATH, { method: 'POST', session: owner, body: mrsSubmission(owner) });
    await history(owner, 1);
    const stranger = await api(running.baseUrl, PATH, { session: newSessionId() });
    expect(stranger.json).toEqual([]);
  });

  it('exports the completions with the privacy export and deletes them with the account', async () => {
    const session = newSessionId();
    const body = mrsSubmission(session);
    await api(running.baseUrl, PATH, { method: 'POST', session, body });
    await history(session, 1);
    const exported = await api(running.baseUrl, '/api/privacy/export', { session });
    const records = (exported.json.data as Record<string, Array<Record<string, unknown>>>).assessments!;
    expect(records).toEqual([expect.objectContaining({ kind: 'mrs', answers: body.answers, scores: body.scores })]);
    const deleted = await api(running.baseUrl, '/api/privacy/delete-account', { method: 'DELETE', session });
    expect(deleted.status).toBe(200);
    expect((deleted.json.deleted as Record<string, number>).assessments).toBe(1);
    expect((await api(running.baseUrl, PATH, { session })).json).toEqual([]);
  });

  if (driver === 'bullmq') {
    it('queues the completion on assessment-saves under its submission id', async () => {
      const session = newSessionId();
      const posted = await api(running.baseUrl, PATH, { method: 'POST', session, body: mrsSubmission(session) });
      const queue = running.app.get<Queue>(getQueueToken('assessment-saves'), { strict: false });
      const job = await queue.getJob(posted.json.id as string);
      expect(job?.id).toBe(posted.json.id);
    });
  }
});
