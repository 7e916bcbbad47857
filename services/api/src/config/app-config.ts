import { isIP } from 'node:net';
import { z } from 'zod';
import { DONATION_ENVIRONMENT, donationsConfig, type DonationsConfig } from './donations-config';
import {
  ALL_QUEUES,
  REMOTE_NAMES,
  remoteUrlVariable,
  type CoachingProvider,
  type QueueName,
  type RemoteName,
  type SiteConfig,
} from '@renewed/contracts';

/**
 * The API's configuration: one zod schema over the environment, validated once at boot.
 * A process with bad configuration refuses to start and says which variable is wrong.
 * Every variable is documented in `.env.example` at the repository root.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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

/** An address, a CIDR range, or a named range of proxy-addr (what Fastify's trustProxy takes). */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
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
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .default('loopback,linklocal,uniquelocal')
    .refine(
      (value) => value.split(',').every((entry) => isProxyEntry(entry.trim())),
      'TRUSTED_PROXIES: comma-separated addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal',
    ),
  RATE_LIMIT_FACTOR: z.coerce
    .number()
    .min(0.01, 'RATE_LIMIT_FACTOR: at least 0.01')
    .max(1000, 'RATE_LIMIT_FACTOR: at most 1000')
    .default(1),
  WEB_DIST_DIR: optionalString,
  // REMOTE_URL_<NAME> for each remote of the registry (libs/contracts/src/remotes.ts).
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlVariable(name), optionalString])),
  SITE_TAROT_URL: optionalString.pipe(httpsUrl('SITE_TAROT_URL').optional()),
  SITE_COMMUNITY_URL: optionalString.pipe(httpsUrl('SITE_COMMUNITY_URL').optional()),
  SITE_PARTNER_LINKS: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'OPENAI_BASE_URL must be an http:// or https:// URL')
      .optional(),
  ),
  OPENAI_MODEL: z.string().trim().min(1, 'OPENAI_MODEL cannot be empty').default('gpt-4o-mini'),
  CHAT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  CHAT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(25_000),
  SITE_SCANNER_URL: optionalString.pipe(httpsUrl('SITE_SCANNER_URL').optional()),
  COACHING_PROVIDER_NAME: optionalString.pipe(z.string().max(120, 'COACHING_PROVIDER_NAME: at most 120 characters').optional()),
  COACHING_PROVIDER_QUALIFICATIONS: optionalString.pipe(
    z.string().max(400, 'COACHING_PROVIDER_QUALIFICATIONS: at most 400 characters').optional(),
  ),
  COACHING_BOOKING_URL: optionalString.pipe(httpsUrl('COACHING_BOOKING_URL').optional()),
  ...DONATION_ENVIRONMENT,
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
  /** Multiplies every per-route rate limit of the contract (docs/architecture.md, "Hardening"). */
  rateLimitFactor: number;
  /** Proxies whose X-Forwarded-For the gateway believes (the client address of rate limits). */
  trustedProxies: string[];
  webDistDir?: string;
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Ask an Auntie (docs/architecture.md, "Ask an Auntie"). */
  chat: ChatConfig;
  /** Card donations through Stripe (docs/decisions/0003-card-donations.md, "Card donations with Stripe"). */
  donations: DonationsConfig;
  /** External sites the shell links to (runtime, /site-config.json); empty when not configured. */
  site: SiteConfig;
};

/**
 * Without an API key the worker answers with the local grounded responder (no network).
 * `timeoutMs` is how long the gateway waits for a reply before answering 504.
 */
export type ChatConfig = {
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel: string;
  /** Replies one chat worker process builds at once. */
  concurrency: number;
  timeoutMs: number;
  /**
   * Train the safety screen's classifier at boot where replies are composed (always, outside
   * tests); a test suite that never chats turns it off, and a first chat then trains it.
   */
  warmUpSafetyScreen: boolean;
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The coaching offer needs both who gives it and their qualifications; a booking link needs both. */
function coachingProvider(env: {
  COACHING_PROVIDER_NAME?: string;
  COACHING_PROVIDER_QUALIFICATIONS?: string;
  COACHING_BOOKING_URL?: string;
}): CoachingProvider | undefined {
  const {
    COACHING_PROVIDER_NAME: name,
    COACHING_PROVIDER_QUALIFICATIONS: qualifications,
    COACHING_BOOKING_URL: bookingUrl,
  } = env;
  if (!name && !qualifications && !bookingUrl) return undefined;
  if (!name || !qualifications) {
    throw new ConfigError(
      'Invalid configuration, refusing to start:\n  - COACHING_PROVIDER_NAME and COACHING_PROVIDER_QUALIFICATIONS: set both (who gives the consultation and their qualifications), or neither to hide the offer',
    );
  }
  return { name, qualifications, bookingUrl };
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
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    trustedProxies: env.TRUSTED_PROXIES.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    webDistDir: env.WEB_DIST_DIR,
    chat: {
      openaiApiKey: env.OPENAI_API_KEY,
      openaiBaseUrl: env.OPENAI_BASE_URL,
      openaiModel: env.OPENAI_MODEL,
      concurrency: env.CHAT_CONCURRENCY,
      timeoutMs: env.CHAT_TIMEOUT_MS,
      warmUpSafetyScreen: true,
    },
    donations: donationsConfig(env, (message) => new ConfigError(message)),
    remoteUrls: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, (env as unknown as Record<string, string | undefined>)[remoteUrlVariable(name)]]),
    ),
    site: {
      tarotUrl: env.SITE_TAROT_URL,
      communityUrl: env.SITE_COMMUNITY_URL,
      partnerLinks: parsePartnerLinks(env.SITE_PARTNER_LINKS),
      scannerUrl: env.SITE_SCANNER_URL,
      coaching: coachingProvider(env),
    },
  };
}

/** Injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
