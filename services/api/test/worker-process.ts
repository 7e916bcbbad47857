import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { ResolvedConfig } from '../src/app.module';

const root = resolve(__dirname, '../../..');

/** A real worker process (services/api/src/worker.ts), started from source with SWC. */
export type WorkerProcess = { child: ChildProcess; stop(signal?: NodeJS.Signals): Promise<void> };

/** The environment of a test config, so a child process reads the same settings. */
export function environmentOf(config: ResolvedConfig, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    MONGODB_URI: config.mongoUri,
    REDIS_URL: config.redisUrl,
    QUEUE_DRIVER: 'bullmq',
    QUEUE_PREFIX: config.queuePrefix,
    CHAT_TIMEOUT_MS: String(config.chat.timeoutMs),
    CHAT_CONCURRENCY: String(config.chat.concurrency),
    OPENAI_MODEL: config.chat.openaiModel,
    ...(config.chat.openaiApiKey ? { OPENAI_API_KEY: config.chat.openaiApiKey } : {}),
    ...(config.chat.openaiBaseUrl ? { OPENAI_BASE_URL: config.chat.openaiBaseUrl } : {}),
    ...extra,
  };
}

/** Starts a worker process and resolves once it consumes its queues (fails after `timeoutMs`). */
export function startWorkerProcess(env: NodeJS.ProcessEnv, timeoutMs = 45_000): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['-r', resolve(root, 'services/api/test/register-typescript.cjs'), resolve(root, 'services/api/src/worker.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill(signal);
    });
  return new Promise((resolveStarted, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`worker did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Renewed worker consuming:')) {
        clearTimeout(timer);
        resolveStarted({ child, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code} before starting:\n${output}`));
    });
  });
}
