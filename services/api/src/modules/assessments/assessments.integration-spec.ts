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
import { lipedemaSubmission, universalSubmission } from '../../../test/fixtures';

describe.each(['bullmq', 'inline'] as const)('assessment saves through the %s queue driver', (driver) => {
  let running: RunningApi;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    const names = isolatedNames(`assess_${driver}`);
    const config = testConfig({ driver, ...names });
    running = await startApi(config);
    // The worker is a separate application context (its own module graph, no HTTP).
    if (driver === 'bullmq') worker = await startWorker(config);
  });

  afterAll(async () => {
    await worker?.close();
    await running?.close();
  });

  const latest = async (session: string, path = '/api/health-assessment') => {
    const response = await api(running.baseUrl, path, { session });
    expect(response.status).toBe(200);
    return response.json ?? undefined;
  };

  it('accepts a universal submission with 202 and its id, then the worker saves it', async () => {
    const session = newSessionId();
    const posted = await api(running.baseUrl, '/api/health-assessment', {
      method: 'POST',
      session,
      body: universalSubmission(session),
    });
    expect(posted.status).toBe(202);
    expect(posted.json).toEqual({ id: expect.stringMatching(/^[a-f0-9]{32}$/), status: 'accepted' });

    const saved = await eventually(() => latest(session));
    expect(saved).toMatchObject({
      id: posted.json.id,
      assessmentType: 'universal_health',
      scores: universalSubmission(session).scores,
    });
  });

  it('saves a duplicate submission once', async () => {
    const session = newSessionId();
    const body = universalSubmission(session);
    const first = await api(running.baseUrl, '/api/health-assessment', { method: 'POST', session, body });
    const second = await api(running.baseUrl, '/api/health-assessment', { method: 'POST', session, body });
    expect(second.json.id).toBe(first.json.id);
    await eventually(() => latest(session));
    const exported = await eventually(async () => {
      const response = await api(running.baseUrl, '/api/privacy/export', { session });
      const records = (response.json.data as Record<string, unknown[]>).assessments;
      return records.length > 0 ? records : undefined;
    });
    expect(exported).toHaveLength(1);
  });

  it('saves a lipedema submission and returns it as the latest', async () => {
    const session = newSessionId();
    const body = lipedemaSubmission(session);
    const posted = await api(running.baseUrl, '/api/lipedema-assessment', { method: 'POST', session, body });
    expect(posted.status).toBe(202);
    const saved = await eventually(() => latest(session, '/api/lipedema-assessment'));
    expect(saved).toMatchObject({ riskScore: body.riskScore, symptoms: body.symptoms });
  });

  it("never shows one session's results to another", async () => {
    const owner = newSessionId();
    await api(running.baseUrl, '/api/health-assessment', { method: 'POST', session: owner, body: universalSubmission(owner) });
    await eventually(() => latest(owner));
    const stranger = await api(running.baseUrl, '/api/health-assessment', { session: newSessionId() });
    expect(stranger.status).toBe(200);
    expect(stranger.json).toBeNull();
  });

  if (driver === 'bullmq') {
    it('uses the submission id as the BullMQ job id', async () => {
      const session = newSessionId();
      const posted = await api(running.baseUrl, '/api/health-assessment', {
        method: 'POST',
        session,
        body: universalSubmission(session),
      });
      const queue = running.app.get<Queue>(getQueueToken('assessment-saves'), { strict: false });
      const job = await queue.getJob(posted.json.id as string);
      expect(job?.id).toBe(posted.json.id);
    });
  }
});
