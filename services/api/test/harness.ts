import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { ResolvedConfig } from '../src/app.module';
import { createHttpApp, createWorker } from '../src/bootstrap';
import { loadConfig } from '../src/config/app-config';

/**
 * Integration tests run against the real MongoDB and Redis that `npm test` starts
 * (infra/local/test.sh exports TEST_MONGODB_URI and TEST_REDIS_URL). Without them they fail
 * with a clear message instead of skipping.
 */
export function requiredEnv(name: 'TEST_MONGODB_URI' | 'TEST_REDIS_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the integration tests through \`npm test\` (infra/local/test.sh)`);
  return value;
}

/** A database (and queue prefix) of its own for each test file, so files never see each other's data. */
export function isolatedNames(label: string): { database: string; queuePrefix: string } {
  const suffix = `${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  return { database: `renewed_test_${suffix}`, queuePrefix: `test_${suffix}` };
}

/**
 * `chats`: the suite sends chat messages, so the API trains the safety screen's classifier at
 * boot as in production. Other suites skip those seconds of training (a chat would still train
 * it on first use).
 */
export function testConfig(options: {
  driver: 'bullmq' | 'inline';
  database: string;
  queuePrefix: string;
  env?: Record<string, string>;
  chats?: boolean;
}): ResolvedConfig {
  const base = requiredEnv('TEST_MONGODB_URI').replace(/\/[^/]*$/, '');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MONGODB_URI: `${base}/${options.database}`,
    QUEUE_DRIVER: options.driver,
    REDIS_URL: options.driver === 'bullmq' ? requiredEnv('TEST_REDIS_URL') : undefined,
    QUEUE_PREFIX: options.queuePrefix,
    // Feature tests fire requests faster than any visitor; the limit tests set the real factor (1).
    RATE_LIMIT_FACTOR: '100',
    ...options.env,
  });
  return { ...config, mongoUri: config.mongoUri!, chat: { ...config.chat, warmUpSafetyScreen: options.chats ?? false } };
}

export type RunningApi = { app: NestFastifyApplication; baseUrl: string; close(): Promise<void> };

export async function startApi(config: ResolvedConfig): Promise<RunningApi> {
  const app = await createHttpApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export async function startWorker(config: ResolvedConfig): Promise<INestApplicationContext> {
  return createWorker(config);
}

/** Polls until `check` returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A well-formed session id like the browser makes. */
export function newSessionId(): string {
  return `session-${Date.now()}-${randomBytes(16).toString('base64url')}`;
}

export async function api(
  baseUrl: string,
  path: string,
  init: { method?: string; session?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.session) headers['x-session-id'] = init.session;
  let body: string | undefined = init.rawBody;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] = 'application/json';
  } else if (init.rawBody !== undefined && !headers['content-type']) {
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, { method: init.method ?? 'GET', headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json: json as Record<string, unknown> & unknown[] };
}
