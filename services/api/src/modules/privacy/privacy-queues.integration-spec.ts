import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ResolvedConfig } from '../../app.module';
import { submissionId } from '../assessments/commands/submit-assessment.handler';
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
import { universalSubmission } from '../../../test/fixtures';

/**
 * Delete means deleted in Redis too (docs/privacy-under-faults.md): a queue keeps no payload of a
 * finished job, delete-account removes the session's jobs still queued, and a job queued before
 * the deletion never writes after it.
 */
describe('privacy of queued work (bullmq driver: gateway + worker)', () => {
  let config: ResolvedConfig;
  let gateway: RunningApi;
  let worker: INestApplicationContext | undefined;

  const queue = () => gateway.app.get<Queue>(getQueueToken('assessment-saves'), { strict: false });
  const redis = async () => (await queue().client) as unknown as Redis;

  /** Every key of this test's queues whose value mentions the text (hashes, lists, sets, streams). */
  async function keysHolding(text: string): Promise<string[]> {
    const client = await redis();
    const keys = await client.keys(`${config.queuePrefix}:*`);
    const found: string[] = [];
    for (const key of keys) {
      const type = await client.type(key);
      const dump =
        type === 'hash'
          ? JSON.stringify(await client.hgetall(key))
          : type === 'string'
            ? ((await client.get(key)) ?? '')
            : type === 'stream'
              ? JSON.stringify(await client.xrange(key, '-', '+'))
              : type === 'list'
                ? JSON.stringify(await client.lrange(key, 0, -1))
                : type === 'zset'
                  ? JSON.stringify(await client.zrange(key, 0, -1))
                  : type === 'set'
                    ? JSON.stringify(await client.smembers(key))
                    : '';
      if (dump.includes(text)) found.push(key);
    }
    return found;
  }

  const stored = async (session: string) =>
    (await api(gateway.baseUrl, '/api/privacy/dashboard', { session })).json as unknown as { totalRecords: number };

  beforeAll(async () => {
    config = testConfig({ driver: 'bullmq', ...isolatedNames('privacyqueues') });
    gateway = await startApi(config);
  });

  afterAll(async () => {
    await worker?.close();
    await gateway?.close();
  });

  it('keeps no payload or session id of a saved submission in Redis', async () => {
    worker = await startWorker({ ...config, workerQueues: ['assessment-saves'] });
    const session = newSessionId();
    const response = await api(gateway.baseUrl, '/api/health-assessment', {
      method: 'POST',
      session,
      body: universalSubmission(session),
    });
    expect(response.status).toBe(202);
    await eventually(async () => ((await stored(session)).totalRecords === 1 ? true : undefined));
    // The completed job is gone: no key of the queue holds the session id or the submission.
    await eventually(async () => ((await keysHolding(session)).length === 0 ? true : undefined), 5_000);
    expect(await queue().getJob(String(response.json.id))).toBeUndefined();
    await worker.close();
    worker = undefined;
  }, 30_000);

  it('removes the session’s queued submissions on delete-account, and they are never saved', async () => {
    const session = newSessionId();
    const other = newSessionId();
    for (const visitor of [session, other]) {
      const response = await api(gateway.baseUrl, '/api/health-assessment', {
        method: 'POST',
        session: visitor,
        body: universalSubmission(visitor),
      });
      expect(response.status).toBe(202);
    }
    expect(await keysHolding(session)).not.toEqual([]);

    const deleted = await api(gateway.baseUrl, '/api/privacy/delete-account', { method: 'DELETE', session });
    expect(deleted.status).toBe(200);
    expect(deleted.json.total).toBe(0);
    expect(await keysHolding(session)).toEqual([]);

    worker = await startWorker({ ...config, workerQueues: ['assessment-saves'] });
    // The other visitor's submission is saved; the deleted one's never is.
    await eventually(async () => ((await stored(other)).totalRecords === 1 ? true : undefined));
    await eventually(async () => ((await queue().getJobCounts('waiting', 'active')).waiting === 0 ? true : undefined));
    expect((await stored(session)).totalRecords).toBe(0);
    await worker.close();
    worker = undefined;
  }, 30_000);

  it('drops a job queued before the deletion that a worker already held, and saves work queued after it', async () => {
    const session = newSessionId();
    const submission = universalSubmission(session);
    const deleted = await api(gateway.baseUrl, '/api/privacy/delete-account', { method: 'DELETE', session });
    expect(deleted.status).toBe(200);
    // A job already taken by a worker when the deletion ran is out of delete-account's reach: it
    // is put back here as it was, queued a second before the deletion.
    const payload = {
      kind: 'universal',
      submission,
      submissionId: submissionId({ kind: 'universal', submission } as never),
      submittedAt: new Date(Date.now() - 1_000).toISOString(),
    };
    await queue().add('assessment-saves', payload, {
      jobId: payload.submissionId,
      timestamp: Date.now() - 1_000,
      removeOnComplete: true,
    });

    worker = await startWorker({ ...config, workerQueues: ['assessment-saves'] });
    await eventually(async () => ((await queue().getJobCounts('waiting', 'active')).waiting === 0 ? true : undefined));
    await eventually(async () => ((await queue().getJob(payload.submissionId)) === undefined ? true : undefined));
    expect((await stored(session)).totalRecords).toBe(0);

    // The same visitor carrying on after deleting: a new submission is saved.
    const again = await api(gateway.baseUrl, '/api/health-assessment', {
      method: 'POST',
      session,
      body: universalSubmission(session),
    });
    expect(again.status).toBe(202);
    await eventually(async () => ((await stored(session)).totalRecords === 1 ? true : undefined));
  }, 30_000);
});
