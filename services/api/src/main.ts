import 'reflect-metadata';
import { createHttpApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/app-config';
import { startEmbeddedMongo, type EmbeddedMongo } from './infrastructure/database/embedded-mongo';

/** HTTP entry point: the /api gateway (producers only) and, when WEB_DIST_DIR is set, the web app. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  let embedded: EmbeddedMongo | undefined;
  if (!config.mongoUri) {
    embedded = await startEmbeddedMongo({ dataDir: config.dataDir, binary: config.mongodBinary });
  }
  const app = await createHttpApp({ ...config, mongoUri: config.mongoUri ?? embedded!.uri });
  if (embedded) {
    const stopMongo = embedded.stop;
    process.once('beforeExit', () => void stopMongo());
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        void app.close().finally(() => stopMongo().finally(() => process.exit(0)));
      });
    }
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(`Renewed is running at http://localhost:${port} (API at /api, docs at /api/docs)\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Failed to start: ${(error as Error).stack ?? String(error)}`}\n`,
  );
  process.exit(1);
});
