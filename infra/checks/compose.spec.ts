import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ALL_QUEUES } from '../../libs/contracts/src/queues';
import { loadConfig } from '../../services/api/src/config/app-config';

/**
 * docker-compose.yml as Docker Compose itself reads it: `docker-compose config` (Debian's 1.29,
 * installed by infra/local/test.sh; it validates offline, no engine needed) checks the file
 * against the Compose schema and prints it resolved (anchors merged, variables substituted).
 * The checks below hold that resolved file to what the app needs.
 */
const root = join(__dirname, '..', '..');

type Service = {
  build?: { context: string; dockerfile: string };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: unknown[];
  container_name?: string;
  deploy?: { replicas?: number };
  restart?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
};
type Compose = { services: Record<string, Service>; volumes?: Record<string, unknown> };

function composeConfig(env: Record<string, string> = {}): Compose {
  const installed = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
  if (installed.error) {
    throw new Error('docker-compose is not installed: infra/local/test.sh installs it (or: sudo apt-get install docker-compose)');
  }
  const output = execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
    cwd: root,
    // Only what the file may read: the test does not depend on the caller's environment.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
  });
  return parse(output) as Compose;
}

const seconds = (duration: string) => {
  const match = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration);
  if (!match) throw new Error(`unreadable duration ${duration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
};

const compose = composeConfig();
const { services } = compose;
const appServices = ['api', 'chat-worker', 'jobs-worker'] as const;

describe('docker-compose.yml', () => {
  it('is valid Compose (docker-compose config -q exits 0)', () => {
    expect(() =>
      execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('runs web, api, chat-worker, jobs-worker, mongo and redis', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'chat-worker', 'jobs-worker', 'mongo', 'redis', 'web']);
  });

  it('builds api and both workers from one image (api.Dockerfile), with the gateway or the worker entry point', () => {
    for (const name of appServices) {
      expect(services[name]!.build!.dockerfile).toBe('infra/docker/api.Dockerfile');
      expect(services[name]!.image).toBe(services.api!.image);
    }
    expect(services.api!.command).toEqual(['node', 'services/api/dist/main.js']);
    expect(services['chat-worker']!.command).toEqual(['node', 'services/api/dist/worker.js']);
    expect(services['jobs-worker']!.command).toEqual(['node', 'services/api/dist/worker.js']);
  });

  it('runs 2 api replicas and lets the chat worker scale (--scale chat-worker=N): no fixed names or host ports', () => {
    expect(services.api!.deploy?.replicas).toBe(2);
    for (const name of appServices) {
      expect(services[name]!.container_name).toBeUndefined();
      expect(services[name]!.ports).toBeUndefined();
    }
  });

  it('consumes every queue: chat in chat-worker, donation webhooks and assessment saves in jobs-worker', () => {
    expect(services['chat-worker']!.environment!.WORKER_QUEUES).toBe('chat');
    expect(services['jobs-worker']!.environment!.WORKER_QUEUES!.split(',').sort()).toEqual([
      'assessment-saves',
      'donation-webhooks',
    ]);
    const consumed = ['chat-worker', 'jobs-worker'].flatMap((name) => services[name]!.environment!.WORKER_QUEUES!.split(','));
    expect(consumed.sort()).toEqual([...ALL_QUEUES].sort());
  });

  it('gives api and workers settings the API accepts (through its own config schema)', () => {
    for (const name of appServices) {
      const config = loadConfig(services[name]!.environment!);
      expect(config).toMatchObject({ queueDriver: 'bullmq', host: '0.0.0.0', port: 8080 });
    }
  });

  it('takes secrets from the environment, never from the file', () => {
    const secrets = {
      OPENAI_API_KEY: 'sk-test-from-env',
      STRIPE_SECRET_KEY: 'sk_test_from_env',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_from_env',
      STRIPE_WEBHOOK_SECRET: 'whsec_from_env',
    };
    const withSecrets = composeConfig(secrets).services;
    expect(withSecrets['chat-worker']!.environment!.OPENAI_API_KEY).toBe(secrets.OPENAI_API_KEY);
    for (const name of appServices) {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        expect(withSecrets[name]!.environment![key]).toBe(secrets[key]);
        expect(services[name]!.environment![key]).toBe('');
      }
    }
    const raw = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    expect(raw).not.toMatch(/sk_live|sk_test|whsec_[A-Za-z0-9]/);
  });

  it('waits for healthy MongoDB and Redis, and restarts every long-running service', () => {
    for (const name of appServices) {
      expect(services[name]!.depends_on).toMatchObject({
        mongo: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(services.web!.depends_on).toMatchObject({ api: { condition: 'service_healthy' } });
    for (const [name, service] of Object.entries(services))
      expect({ name, restart: service.restart }).toEqual({ name, restart: 'unless-stopped' });
    for (const name of ['web', 'api', 'mongo', 'redis']) expect(services[name]!.healthcheck?.test.length).toBeGreaterThan(1);
    expect(services.api!.healthcheck!.test.join(' ')).toContain('/api/ready');
  });

  it('runs MongoDB as a one-node replica set that its health check initiates, and the app connects to that set', () => {
    const command = services.mongo!.command!;
    const replicaSet = command[command.indexOf('--replSet') + 1]!;
    const check = services.mongo!.healthcheck!.test.join(' ');
    expect(check).toContain('rs.initiate');
    expect(check).toContain(`_id: '${replicaSet}'`);
    expect(check).toContain("host: 'mongo:27017'");
    for (const name of appServices)
      expect(services[name]!.environment!.MONGODB_URI).toBe(`mongodb://mongo:27017/renewed?replicaSet=${replicaSet}`);
    expect(compose.volumes).toHaveProperty('mongo-data');
  });

  it('keeps Redis on disk with an append-only file synced every second, and never evicts a queued job', () => {
    const command = services.redis!.command!.join(' ');
    expect(command).toContain('--appendonly yes');
    expect(command).toContain('--appendfsync everysec');
    expect(command).toContain('--maxmemory-policy noeviction');
    expect(compose.volumes).toHaveProperty('redis-data');
  });

  it('gives the chat worker longer to stop than a reply may take, so SIGTERM finishes the replies in progress', () => {
    const chatTimeoutMs = loadConfig(services['chat-worker']!.environment!).chat.timeoutMs;
    expect(seconds(services['chat-worker']!.stop_grace_period!) * 1000).toBeGreaterThan(chatTimeoutMs);
  });

  it('sets every variable of the web image’s nginx template, pointing it at the api service', () => {
    const template = readFileSync(join(root, 'infra/docker/nginx.conf.template'), 'utf8');
    const variables = [...new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((match) => match[1]!))];
    expect(variables.length).toBeGreaterThan(0);
    const env = services.web!.environment!;
    for (const variable of variables) expect({ variable, set: Boolean(env[variable]) }).toEqual({ variable, set: true });
    expect(env.API_UPSTREAM).toBe(`api:${services.api!.environment!.PORT}`);
    expect(services.web!.ports).toEqual([expect.objectContaining({ target: Number(env.NGINX_PORT) })]);
    expect(services.web!.build!.dockerfile).toBe('infra/docker/web.Dockerfile');
  });
});

describe('infra/docker/api.Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'infra/docker/api.Dockerfile'), 'utf8');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const final = stages[stages.length - 1]!;

  it('is multi-stage: the final image holds only the built output and production packages', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(final).toMatch(/COPY --from=build \/app\/services\/api\/dist services\/api\/dist/);
    expect(final).not.toMatch(/npm (ci|install)/);
    expect(stages[0]).toMatch(/npm prune --omit=dev/);
  });

  it('compiles and ships every workspace library the api imports (its package.json and dist)', () => {
    const sources = execFileSync('git', ['ls-files', 'services/api/src'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file.endsWith('.ts') && !/\.(spec|integration-spec|fuzz-spec)\.ts$/.test(file));
    const libraries = new Set(
      sources.flatMap((file) =>
        [...readFileSync(join(root, file), 'utf8').matchAll(/from '@renewed\/([a-z-]+)/g)].map((match) => match[1]!),
      ),
    );
    expect([...libraries].sort()).toEqual(expect.arrayContaining(['content', 'contracts']));
    for (const library of libraries) {
      expect(stages[0]).toContain(`tsc -p libs/${library}/tsconfig.lib.json`);
      expect(final).toContain(`COPY --from=build /app/libs/${library}/package.json libs/${library}/`);
      expect(final).toContain(`COPY --from=build /app/libs/${library}/dist libs/${library}/dist`);
    }
  });

  it('keeps every package the api loads at run time after `npm prune --omit=dev` (a production dependency)', () => {
    const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const sources = execFileSync('git', ['ls-files', 'services/api/src', 'libs/contracts/src', 'libs/content/src'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.(spec|integration-spec|fuzz-spec)\.tsx?$/.test(file) && !file.includes('/testing/'),
      );
    const loaded = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(join(root, file), 'utf8');
      // Value imports only: `import type` / `export type` are erased by the compiler. An import's
      // clause holds no quotes, so a sentence in a string ("different from 'early menopause'") is not one.
      const specifiers = [
        ...[...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;'"`]*?from\s+'([^']+)'/gms)].map((match) => match[1]!),
        ...[...text.matchAll(/^\s*import\s+'([^']+)'/gm)].map((match) => match[1]!),
        ...[...text.matchAll(/(?:require|import)\('([^']+)'\)/g)].map((match) => match[1]!),
      ];
      for (const specifier of specifiers) {
        if (specifier.startsWith('.') || specifier.startsWith('node:') || specifier.startsWith('@renewed/')) continue;
        loaded.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
      }
    }
    expect(loaded.size).toBeGreaterThan(5);
    expect([...loaded].filter((name) => !(name in dependencies)).sort()).toEqual([]);
  });

  it('runs as a non-root user', () => {
    const users = [...final.matchAll(/^USER\s+(\S+)/gm)].map((match) => match[1]);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users[users.length - 1]);
  });
});
