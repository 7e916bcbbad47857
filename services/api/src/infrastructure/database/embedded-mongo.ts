import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MongoMemoryServer } from 'mongodb-memory-server-core';

/** The version infra/local/lib.sh provisions (a different system mongod only logs a notice). */
const MONGOD_VERSION = '7.0.15';

export type EmbeddedMongo = { uri: string; stop(): Promise<void> };

function mongodOnPath(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v mongod'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The embedded default (`npm start` without MONGODB_URI): a mongod this process starts itself,
 * with its data under DATA_DIR/mongodb so it survives restarts. The binary comes from MONGOD_BIN
 * (the start script provisions one, see infra/local/lib.sh) or a `mongod` on PATH.
 */
export async function startEmbeddedMongo(options: { dataDir: string; binary?: string }): Promise<EmbeddedMongo> {
  const binary = options.binary ?? mongodOnPath();
  if (!binary) {
    throw new Error('No MongoDB available: set MONGODB_URI, put mongod on PATH, or run `npm start`, which provisions one.');
  }
  const dbPath = resolve(join(options.dataDir, 'mongodb'));
  mkdirSync(dbPath, { recursive: true });
  const server = await MongoMemoryServer.create({
    // First start under Wine also creates its prefix: allow time.
    // No slow-operation log lines: they print documents (docs/privacy-under-faults.md, "What the logs contain").
    instance: {
      dbPath,
      storageEngine: 'wiredTiger',
      ip: '127.0.0.1',
      launchTimeout: 120_000,
      args: ['--slowms', '86400000', '--slowOpSampleRate', '0'],
    },
    binary: { systemBinary: binary, version: MONGOD_VERSION, checkMD5: false },
  });
  return {
    uri: server.getUri('renewed'),
    // doCleanup false: the data directory is the visitor data store, never a temporary folder.
    stop: async () => {
      await server.stop({ doCleanup: false, force: false });
    },
  };
}
