import type { AskAuntieResponse } from '@renewed/contracts';
import { MongoClient } from 'mongodb';
import type { ResolvedConfig } from '../../services/api/src/app.module';
import { startFakeOpenAi, type FakeOpenAi } from '../../services/api/test/fake-openai';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../services/api/test/harness';
import { environmentOf, startWorkerProcess } from '../../services/api/test/worker-process';

/**
 * What the deployment files promise (docs/architecture.md, "Deployment"): a worker that gets
 * SIGTERM (a scale-down, a rollout, `docker compose stop`) finishes the job it is working on
 * before it exits, within the grace period. A real worker process, real Redis and BullMQ; the
 * model is the local OpenAI stand-in, made slow so the job is surely in progress at SIGTERM.
 */
const MODEL_DELAY_MS = 2_500;

describe('worker graceful shutdown', () => {
  let fake: FakeOpenAi;
  let config: ResolvedConfig;
  let running: RunningApi;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    config = testConfig({
      chats: true,
      driver: 'bullmq',
      ...isolatedNames('graceful_shutdown'),
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseUrl, CHAT_TIMEOUT_MS: '15000', CHAT_CONCURRENCY: '1' },
    });
    running = await startApi(config);
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    await fake?.close();
    const client = await MongoClient.connect(config.mongoUri);
    await client.db().dropDatabase();
    await client.close();
  });

  it('finishes the chat reply in progress on SIGTERM, then exits cleanly', async () => {
    const worker = await startWorkerProcess(environmentOf(config, { WORKER_QUEUES: 'chat' }));
    try {
      fake.setMode({ kind: 'slow', delayMs: MODEL_DELAY_MS });
      const answer = api(running.baseUrl, '/api/ask-auntie', {
        method: 'POST',
        session: newSessionId(),
        body: { messages: [{ role: 'user', content: 'What can I do about hot flashes at night?' }] },
      });
      // The worker has taken the job once the model has been called.
      for (let i = 0; i < 200 && fake.requests.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fake.requests).toHaveLength(1);
      const signalledAt = Date.now();
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
        worker.child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
      );
      worker.child.kill('SIGTERM');
      const response = await answer;
      const repliedAt = Date.now();
      expect(response.status).toBe(200);
      expect((response.json as unknown as AskAuntieResponse).response).toContain("You're not alone in this.");
      const exit = await exited;
      // Nest runs the shutdown hooks, then re-raises the signal: the process ends by SIGTERM, not a crash.
      expect({ code: exit.code, signal: exit.signal }).toEqual({ code: null, signal: 'SIGTERM' });
      // It waited for the reply rather than dying at the signal.
      expect(exit.at).toBeGreaterThanOrEqual(repliedAt - 50);
      expect(repliedAt - signalledAt).toBeGreaterThan(500);
    } finally {
      await worker.stop('SIGKILL');
    }
  }, 60_000);
});
