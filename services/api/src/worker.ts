import 'reflect-metadata';
import { createWorker } from './bootstrap';
import { ConfigError, loadConfig } from './config/app-config';

/** Worker entry point: BullMQ consumers (WORKER_QUEUES selects which), no HTTP. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.mongoUri) throw new ConfigError('Invalid configuration, refusing to start:\n  - MONGODB_URI: the worker needs it');
  if (config.queueDriver !== 'bullmq') {
    throw new ConfigError(
      'Invalid configuration, refusing to start:\n  - REDIS_URL: the worker consumes BullMQ queues and needs Redis',
    );
  }
  await createWorker({ ...config, mongoUri: config.mongoUri });
  process.stdout.write(`Renewed worker consuming: ${config.workerQueues.join(', ')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Failed to start: ${(error as Error).stack ?? String(error)}`}\n`,
  );
  process.exit(1);
});
