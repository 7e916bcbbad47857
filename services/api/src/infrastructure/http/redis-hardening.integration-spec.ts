import { getQueueToken } from '@nestjs/bullmq';
import { API_ROUTES } from '@renewed/contracts';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { api, eventually, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';
import { universalSubmission } from '../../../test/fixtures';
import { ENQUEUE_UNCONFIRMED_MESSAGE } from '../queue/bullmq-job-queue';

/** A Redis server of this test's own (it is paused on purpose), stopped by pid at the end. */
async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  await eventually(async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await client.connect();
      return (await client.ping()) === 'PONG' ? true : undefined;
    } catch {
      return undefined;
    } finally {
      client.disconnect();
    }
  });
  return { url, process: child };
}

const symptom = () => ({
  symptomType: 'hot_flash',
  severity: 3,
  duration: 5,
  triggers: [],
  reliefMethods: [],
  notes: '',
  timestamp: new Date(Date.now() - 60_000).toISOString(),
});

describe('hardening with Redis: limits shared by gateway replicas, and an honest outage message', () => {
  let redis: { url: string; process: ChildProcess };
  let control: Redis;
  const gateways: RunningApi[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    control = new Redis(redis.url);
    const names = isolatedNames('redis_hardening');
    for (let i = 0; i < 2; i += 1) {
      gateways.push(
        await startApi(testConfig({ driver: 'bullmq', ...names, env: { REDIS_URL: redis.url, RATE_LIMIT_FACTOR: '1' } })),
      );
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    control?.disconnect();
    redis?.process.kill('SIGTERM');
  });

  it('counts one session across two gateways (the limit is not doubled by a second replica)', async () => {
    const session = newSessionId();
    const perSession = API_ROUTES.logSymptom.rateLimit.perSession;
    const statuses: number[] = [];
    for (let i = 0; i <= perSession; i += 1) {
      const gateway = gateways[i % 2]!;
      statuses.push((await api(gateway.baseUrl, '/api/symptoms/log', { method: 'POST', session, body: symptom() })).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(perSession);
    expect(statuses.at(-1)).toBe(429);
    // The counters hold hashes: neither the session id nor the address is written to Redis.
    const keys = await control.keys('*rate-limit*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain(session);
    expect(keys.join(' ')).not.toContain('127.0.0.1');
  });

  it('says "try again, nothing is duplicated" when Redis does not confirm a job, and the job indeed lands later', async () => {
    const session = newSessionId();
    const body = universalSubmission(session);
    const queue = gateways[0]!.app.get<Queue>(getQueueToken('assessment-saves'), { strict: false });
    const before = await queue.getJobCounts('waiting');

    // Redis stops accepting writes for 7 s: the gateway gives up after 5 s.
    await control.call('CLIENT', 'PAUSE', '7000', 'WRITE');
    const refused = await api(gateways[0]!.baseUrl, '/api/health-assessment', { method: 'POST', session, body });
    expect(refused.status).toBe(503);
    expect(refused.json).toMatchObject({ code: 'UNAVAILABLE', message: ENQUEUE_UNCONFIRMED_MESSAGE });

    // Once Redis answers again the job that was "not confirmed" is there...
    await eventually(
      async () => ((await queue.getJobCounts('waiting')).waiting === before.waiting + 1 ? true : undefined),
      15_000,
    );
    // ...and sending it again, as the message says, adds nothing.
    const retried = await api(gateways[1]!.baseUrl, '/api/health-assessment', { method: 'POST', session, body });
    expect(retried.status).toBe(202);
    expect((await queue.getJobCounts('waiting')).waiting).toBe(before.waiting + 1);
  }, 40_000);
});
