import { z } from 'zod';
import { ALL_QUEUES, type QueueName } from '@renewed/contracts';

/**
 * The API's configuration: one zod schema over the environment, validated once at boot.
 * A process with bad configuration refuses to start and says which variable is wrong.
 * Every variable is documented in `.env.example` at the repository root.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const REMOTE_NAMES = ['education', 'practice', 'bingo', 'assessments', 'donate'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

function httpsUrl(name: string) {
  return z.string().regex(/^https:\/\/[^\s]+$/, `${name} must be an https:// URL`);
}

/** `Name|https://url,Name|https://url` -> links; external partner sites shown in the More menu. */
function parsePartnerLinks(value: string | undefined): Array<{ name: string; url: string }> {
  if (!value) return [];
  return value.split(',').map((entry) => {
    const [name, url] = entry.split('|').map((part) => part?.trim());
    if (!name || !url || !/^https:\/\/[^\s]+$/.test(url)) {
      throw new ConfigError(
        `Invalid configuration, refusing to start:\n  - SITE_PARTNER_LINKS: "${entry}" must look like Name|https://site`,
      );
    }
    return { name, url };
  });
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  MONGODB_URI: optionalString.pipe(
    z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'MONGODB_URI must start with mongodb:// or mongodb+srv://')
      .optional(),
  ),
  DATA_DIR: z.string().default('.data'),
  MONGOD_BIN: optionalString,
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
  ),
  QUEUE_DRIVER: optionalString.pipe(z.enum(['bullmq', 'inline']).optional()),
  WORKER_QUEUES: optionalString,
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]{1,40}$/i, 'QUEUE_PREFIX: letters, digits, : _ - only')
    .default('renewed'),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  WEB_DIST_DIR: optionalString,
  REMOTE_URL_EDUCATION: optionalString,
  REMOTE_URL_PRACTICE: optionalString,
  REMOTE_URL_BINGO: optionalString,
  REMOTE_URL_ASSESSMENTS: optionalString,
  REMOTE_URL_DONATE: optionalString,
  SITE_TAROT_URL: optionalString.pipe(httpsUrl('SITE_TAROT_URL').optional()),
  SITE_COMMUNITY_URL: optionalString.pipe(httpsUrl('SITE_COMMUNITY_URL').optional()),
  SITE_PARTNER_LINKS: optionalString,
});

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Undefined means: start the embedded MongoDB (main.ts only). */
  mongoUri?: string;
  dataDir: string;
  mongodBinary?: string;
  redisUrl?: string;
  queueDriver: 'bullmq' | 'inline';
  workerQueues: QueueName[];
  /** Redis key prefix of every queue (lets several deployments or test runs share one Redis). */
  queuePrefix: string;
  retentionSeconds: number;
  webDistDir?: string;
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** External sites the shell links to (runtime, /site-config.json); empty when not configured. */
  site: { tarotUrl?: string; communityUrl?: string; partnerLinks: Array<{ name: string; url: string }> };
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(environment: NodeJS.ProcessEnv | Record<string, string | undefined>): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration, refusing to start:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const queueDriver = env.QUEUE_DRIVER ?? (env.REDIS_URL ? 'bullmq' : 'inline');
  if (queueDriver === 'bullmq' && !env.REDIS_URL) {
    throw new ConfigError('Invalid configuration, refusing to start:\n  - QUEUE_DRIVER: bullmq needs REDIS_URL');
  }
  const workerQueues = env.WORKER_QUEUES
    ? env.WORKER_QUEUES.split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : [...ALL_QUEUES];
  const unknown = workerQueues.filter((name) => !(ALL_QUEUES as string[]).includes(name));
  if (unknown.length > 0) {
    throw new ConfigError(
      `Invalid configuration, refusing to start:\n  - WORKER_QUEUES: unknown queue(s) ${unknown.join(', ')}; known: ${ALL_QUEUES.join(', ')}`,
    );
  }
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    mongoUri: env.MONGODB_URI,
    dataDir: env.DATA_DIR,
    mongodBinary: env.MONGOD_BIN,
    redisUrl: env.REDIS_URL,
    queueDriver,
    workerQueues: workerQueues as QueueName[],
    queuePrefix: env.QUEUE_PREFIX,
    retentionSeconds: env.RETENTION_DAYS * 24 * 60 * 60,
    webDistDir: env.WEB_DIST_DIR,
    remoteUrls: {
      education: env.REMOTE_URL_EDUCATION,
      practice: env.REMOTE_URL_PRACTICE,
      bingo: env.REMOTE_URL_BINGO,
      assessments: env.REMOTE_URL_ASSESSMENTS,
      donate: env.REMOTE_URL_DONATE,
    },
    site: {
      tarotUrl: env.SITE_TAROT_URL,
      communityUrl: env.SITE_COMMUNITY_URL,
      partnerLinks: parsePartnerLinks(env.SITE_PARTNER_LINKS),
    },
  };
}

export const REMOTES: readonly RemoteName[] = REMOTE_NAMES;

/** Injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
