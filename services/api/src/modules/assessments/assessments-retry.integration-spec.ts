import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, type INestApplicationContext } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import { AppLogger } from '../../infrastructure/logging/logging.module';
import { AppModule, type ResolvedConfig } from '../../app.module';
import { WorkerModule } from '../../worker.module';
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
import { AssessmentsRepository, type StoredAssessment } from './assessments.repository';

/**
 * The real repository, but the database is "down" for its first `failures` saves: a fake of the
 * dependency (MongoDB being unavailable), never of the queue, the job or the handler under test.
 */
function flakyRepository(failures: number) {
  @Injectable()
  class FlakyAssessmentsRepository extends AssessmentsRepository {
    attempts = 0;
    override async saveOnce(assessment: StoredAssessment, now: Date): Promise<boolean> {
      this.attempts += 1;
      if (this.attempts <= failures) throw new Error('simulated database outage');
      return super.saveOnce(assessment, now);
    }
  }
  return FlakyAssessmentsRepository;
}

type Flaky = AssessmentsRepository & { attempts: number };

/** The worker of worker.ts (WorkerModule), with the repository replaced by a flaky one. */
async function startFlakyWorker(config: ResolvedConfig, failures: number): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(config)] })
    .overrideProvider(AssessmentsRepository)
    .useClass(flakyRepository(failures))
    .compile();
  moduleRef.useLogger(moduleRef.get(AppLogger));
  return moduleRef.init();
}

/** The HTTP gateway of main.ts (AppModule), with the repository replaced by a flaky one. */
async function startFlakyApi(config: ResolvedConfig, failures: number): Promise<RunningApi> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(AssessmentsRepository)
    .useClass(flakyRepository(failures))
    .compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
  app.useLogger(app.get(AppLogger));
  app.setGlobalPrefix('api');
  await app.init();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

async function savedCount(running: RunningApi, session: string): Promise<number> {
  const response = await api(running.baseUrl, '/api/privacy/export', { session });
  expect(response.status).toBe(200);
  return (response.json.data as Record<string, unknown[]>).assessments!.length;
}

const latest = async (running: RunningApi, session: string) => {
  const response = await api(running.baseUrl, '/api/health-assessment', { session });
  expect(response.status).toBe(200);
  return response.json ?? undefined;
};

describe('a save that cannot happen at once is retried (bullmq driver)', () => {
  let config: ResolvedConfig;
  let running: RunningApi;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    config = testConfig({ driver: 'bullmq', ...isolatedNames('assess_retry_bullmq') });
    running = await startApi(config);
  });

  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });

  afterAll(() => running?.close());

  const queue = () => running.app.get<Queue>(getQueueToken('assessment-saves'), { strict: false });

  it('keeps the job while no worker runs, and saves it exactly once when a worker starts', async () => {
    const session = newSessionId();
    const posted = await api(running.baseUrl, '/api/health-assessment', {
      method: 'POST',
      session,
      body: universalSubmission(session),
    });
    expect(posted.status).toBe(202);

    const job = await queue().getJob(posted.json.id as string);
    expect(await job?.getState()).toBe('waiting');
    expect(await latest(running, session)).toBeUndefined();
    expect(await savedCount(running, session)).toBe(0);

    worker = await startWorker(config);
    const saved = await eventually(() => latest(running, session));
    expect(saved).toMatchObject({ id: posted.json.id, scores: universalSubmission(session).scores });
    expect(await savedCount(running, session)).toBe(1);
  });

  it('retries a save whose first attempt fails, with backoff, and stores it once', async () => {
    worker = await startFlakyWorker(config, 1);
    const session = newSessionId();
    const posted = await api(running.baseUrl, '/api/health-assessment', {
      method: 'POST',
      session,
      body: universalSubmission(session),
    });
    expect(posted.status).toBe(202);

    const saved = await eventually(() => latest(running, session));
    expect(saved).toMatchObject({ id: posted.json.id });
    expect(worker.get<Flaky>(AssessmentsRepository).attempts).toBe(2);
    // Saved on the second try, once; the completed job is gone with its payload.
    await eventually(async () => ((await queue().getJob(posted.json.id as string)) === undefined ? true : undefined));
    expect(await savedCount(running, session)).toBe(1);
  });
});

describe('a save that cannot happen at once is retried (inline driver)', () => {
  let running: RunningApi | undefined;

  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it('retries within the request after a failed first attempt, answers 202 and stores it once', async () => {
    running = await startFlakyApi(testConfig({ driver: 'inline', ...isolatedNames('assess_retry_inline') }), 1);
    const session = newSessionId();
    const posted = await api(running.baseUrl, '/api/health-assessment', {
      method: 'POST',
      session,
      body: universalSubmission(session),
    });
    expect(posted.status).toBe(202);
    expect(running.app.get<Flaky>(AssessmentsRepository).attempts).toBe(2);
    expect(await latest(running, session)).toMatchObject({ id: posted.json.id });
    expect(await savedCount(running, session)).toBe(1);
  });

  it('answers 503 with a readable message when every attempt fails, and stores nothing', async () => {
    running = await startFlakyApi(
      testConfig({ driver: 'inline', ...isolatedNames('assess_retry_down') }),
      Number.POSITIVE_INFINITY,
    );
    const session = newSessionId();
    const posted = await api(running.baseUrl, '/api/health-assessment', {
      method: 'POST',
      session,
      body: universalSubmission(session),
    });
    expect(posted.status).toBe(503);
    expect(posted.json).toMatchObject({
      statusCode: 503,
      message: 'We could not save this right now. Please try again in a moment.',
    });
    expect(running.app.get<Flaky>(AssessmentsRepository).attempts).toBe(5);
    expect(await savedCount(running, session)).toBe(0);
  });
});
