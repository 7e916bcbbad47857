import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import type { ResolvedConfig } from '../../services/api/src/app.module';
import { api, eventually, isolatedNames, startApi, testConfig, type RunningApi } from '../../services/api/test/harness';
import { environmentOf, startWorkerProcess, type WorkerProcess } from '../../services/api/test/worker-process';

/**
 * The k6 scripts' own code against the real stack: the gateway, a chat worker process and a jobs
 * worker process on real MongoDB, Redis and BullMQ. k6 cannot be installed here, so
 * infra/checks/k6-node/run.mjs runs each script under Node with stand-ins for k6's modules that
 * send real HTTP requests. Every check of every script must pass, and what the writes and the
 * webhook burst sent must really be stored (the assessment saved by the worker, each donation
 * event recorded exactly once). Rate limits are raised as the README tells load testers
 * (RATE_LIMIT_FACTOR=100, the harness default).
 */
const root = join(__dirname, '..', '..');
const run = promisify(execFile);
const WEBHOOK_SECRET = `whsec_${randomBytes(12).toString('hex')}`;

type Record = {
  calls: Array<{ method: string; url: string; status: number; headers: { [name: string]: string }; body: string | null }>;
  checks: Array<{ name: string; passed: boolean }>;
};

async function runScript(name: string, baseUrl: string, iterations = 1): Promise<Record> {
  const { stdout } = await run(
    process.execPath,
    ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'infra/checks/k6-node/run.mjs', `infra/k6/${name}.js`, String(iterations)],
    {
      cwd: root,
      env: { PATH: process.env.PATH, K6_ENV: JSON.stringify({ BASE_URL: baseUrl, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }) },
      maxBuffer: 10_000_000,
    },
  );
  return JSON.parse(stdout) as Record;
}

const failedChecks = (record: Record) => record.checks.filter((check) => !check.passed).map((check) => check.name);

describe('k6 scripts against the real stack (gateway + chat worker + jobs worker)', () => {
  let config: ResolvedConfig;
  let running: RunningApi;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    config = testConfig({
      chats: true,
      driver: 'bullmq',
      ...isolatedNames('k6_scripts'),
      env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, CHAT_TIMEOUT_MS: '20000' },
    });
    running = await startApi(config);
    workers.push(
      ...(await Promise.all([
        startWorkerProcess(environmentOf(config, { WORKER_QUEUES: 'chat' })),
        startWorkerProcess(environmentOf(config, { WORKER_QUEUES: 'donation-webhooks,assessment-saves' })),
      ])),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await running?.close();
    const client = await MongoClient.connect(config.mongoUri);
    await client.db().dropDatabase();
    await client.close();
  });

  it.each(['smoke', 'read-mix'])(
    '%s: every check passes',
    async (name) => {
      const record = await runScript(name, running.baseUrl, 1);
      expect(record.calls.length).toBeGreaterThan(0);
      expect(failedChecks(record)).toEqual([]);
    },
    60_000,
  );

  it('writes: every check passes, and the assessment is saved by the jobs worker', async () => {
    const record = await runScript('writes', running.baseUrl, 2);
    expect(failedChecks(record)).toEqual([]);
    expect(record.calls.map((call) => call.status)).toEqual([201, 200, 202, 201, 200, 202]);
    const sessions = [...new Set(record.calls.map((call) => call.headers['x-session-id']!))];
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      const saved = await eventually(async () => {
        const response = await api(running.baseUrl, '/api/health-assessment', { session });
        return response.json ? response.json : undefined;
      });
      expect(saved).toMatchObject({ assessmentType: 'universal_health' });
      const logs = await api(running.baseUrl, '/api/symptoms', { session });
      expect(JSON.stringify(logs.json)).toContain('hot_flash');
    }
  }, 60_000);

  it('chat: the question is answered through the queue by the chat worker', async () => {
    const record = await runScript('chat', running.baseUrl, 1);
    expect(failedChecks(record)).toEqual([]);
    expect(record.calls.map((call) => call.status)).toEqual([200]);
  }, 60_000);

  it('webhook-burst: every signed event is accepted, and each distinct event is recorded exactly once', async () => {
    const record = await runScript('webhook-burst', running.baseUrl, 10);
    expect(failedChecks(record)).toEqual([]);
    expect(record.calls.map((call) => call.status)).toEqual(Array(10).fill(200));
    const eventIds = [...new Set(record.calls.map((call) => (JSON.parse(call.body!) as { id: string }).id))];
    expect(eventIds).toHaveLength(8);
    const client = await MongoClient.connect(config.mongoUri);
    try {
      const donations = client.db().collection('donations');
      const recorded = await eventually(async () => {
        const count = await donations.countDocuments({ eventId: { $in: eventIds } });
        return count >= eventIds.length ? count : undefined;
      });
      expect(recorded).toBe(eventIds.length);
    } finally {
      await client.close();
    }
  }, 60_000);
});
