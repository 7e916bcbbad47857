import { createHmac, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Stripe from 'stripe';
import { BINGO_BOARDS } from '../../libs/content/src/bingo-boards';
import { API_ROUTES, donationWebhookJobSchema, sessionIdProblem } from '../../libs/contracts/src';
import { toDonationWebhookJob } from '../../services/api/src/modules/donations/stripe-event.mapper';

/**
 * The k6 scripts (infra/k6), run here without k6: each script is loaded with small stand-ins for
 * k6's modules (`k6`, `k6/http`, `k6/crypto`, `k6/encoding`) and globals (`open`, `__ENV`,
 * `__VU`, `__ITER`) that record what it does. The checks: every script takes its options and
 * thresholds from infra/bench/scenarios.json, the file the local runner (infra/bench/run.mjs)
 * reads; its default function sends exactly the requests of its scenario; every request is one
 * the API contract accepts (route, session header, body schema); and the webhook burst's Stripe
 * signatures verify with Stripe's own library.
 */
const root = join(__dirname, '..', '..');
const k6Dir = join(root, 'infra', 'k6');
const scenariosPath = join(root, 'infra', 'bench', 'scenarios.json');

type ScenarioRequest = { method: string; path: string; session?: boolean; weight?: number; body?: unknown };
type Definition = {
  scenarios: Record<string, { requests: ScenarioRequest[]; okStatuses?: number[] }>;
  targets: Record<string, unknown>;
  k6: {
    scenarios: Record<string, { requests?: ScenarioRequest[]; path?: string; duplicateEvery?: number; event?: unknown }>;
    scripts: Record<
      string,
      { scenario: string; thinkSeconds?: number; options: { thresholds: Record<string, string[]> } & Record<string, unknown> }
    >;
  };
};
const definition = JSON.parse(readFileSync(scenariosPath, 'utf8')) as Definition;

type Call = { method: string; url: string; body: string | null; headers: Record<string, string>; tags?: Record<string, string> };
type Loaded = {
  module: {
    options: unknown;
    default: () => void;
    stripeSignature?: (payload: string, secret: string, timestamp: number) => string;
  };
  calls: Call[];
  checks: Array<{ name: string; passed: boolean }>;
  sleeps: number[];
  opened: string[];
  setIteration(iteration: number): void;
};

const k6Globals = globalThis as unknown as {
  open: (path: string) => string;
  __ENV: Record<string, string>;
  __VU: number;
  __ITER: number;
};

/** Loads infra/k6/<name>.js as k6 would, with recording stand-ins; `respond` picks each response's status. */
function loadScript(name: string, env: Record<string, string> = {}, respond: (call: Call) => number = () => 200): Loaded {
  const calls: Call[] = [];
  const checks: Loaded['checks'] = [];
  const sleeps: number[] = [];
  const opened: string[] = [];
  const request = (
    method: string,
    url: string,
    body: string | null,
    params: { headers?: Record<string, string>; tags?: Record<string, string> } = {},
  ) => {
    const call = { method, url, body, headers: params.headers ?? {}, tags: params.tags };
    calls.push(call);
    return { status: respond(call) };
  };
  const http = {
    request,
    post: (url: string, body: string | null, params?: Parameters<typeof request>[3]) => request('POST', url, body, params),
  };
  const k6 = {
    check: (value: unknown, sets: Record<string, (value: unknown) => boolean>) => {
      for (const [checkName, predicate] of Object.entries(sets)) checks.push({ name: checkName, passed: predicate(value) });
      return true;
    },
    sleep: (seconds: number) => sleeps.push(seconds),
  };
  const crypto = {
    hmac: (algorithm: string, secret: string, data: string, encoding: 'hex') =>
      createHmac(algorithm, secret).update(data).digest(encoding),
    randomBytes: (size: number) => Uint8Array.from(randomBytes(size)).buffer,
  };
  const encoding = {
    b64encode: (input: ArrayBuffer, variant: string) =>
      Buffer.from(input).toString(variant === 'rawurl' ? 'base64url' : 'base64'),
  };
  k6Globals.open = (path: string) => {
    const absolute = resolve(k6Dir, path);
    opened.push(absolute);
    return readFileSync(absolute, 'utf8');
  };
  k6Globals.__ENV = env;
  k6Globals.__VU = 1;
  k6Globals.__ITER = 0;
  let module: Loaded['module'] | undefined;
  jest.isolateModules(() => {
    const asModule = (api: object) => ({ __esModule: true, default: api, ...api });
    jest.doMock('k6', () => asModule(k6), { virtual: true });
    jest.doMock('k6/http', () => asModule(http), { virtual: true });
    jest.doMock('k6/crypto', () => asModule(crypto), { virtual: true });
    jest.doMock('k6/encoding', () => asModule(encoding), { virtual: true });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules loads synchronously, with the stand-ins above
    module = require(join(k6Dir, `${name}.js`)) as Loaded['module'];
  });
  return { module: module!, calls, checks, sleeps, opened, setIteration: (iteration) => (k6Globals.__ITER = iteration) };
}

const BASE_URL = 'https://renewed.test';
const scriptNames = readdirSync(k6Dir)
  .filter((file) => file.endsWith('.js') && file !== 'lib.js')
  .map((file) => file.replace(/\.js$/, ''));
const requestScripts = Object.entries(definition.k6.scripts)
  .filter(([, entry]) => (definition.scenarios[entry.scenario] ?? definition.k6.scenarios[entry.scenario])?.requests)
  .map(([name]) => name);
const scenarioOf = (name: string) => {
  const key = definition.k6.scripts[name]!.scenario;
  return (definition.scenarios[key] ?? definition.k6.scenarios[key])!;
};

/** The contract route a request is for: same method, path matching the route's template. */
function routeFor(method: string, path: string) {
  const pathname = path.replace(/^\/api/, '');
  return Object.entries(API_ROUTES).find(([, route]) => {
    if (route.method !== method.toLowerCase()) return false;
    const pattern = new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(pathname);
  });
}

describe('k6 scripts (infra/k6)', () => {
  it('has one script per k6.scripts entry of scenarios.json, and no other', () => {
    expect([...scriptNames].sort()).toEqual(Object.keys(definition.k6.scripts).sort());
    expect(scriptNames).toEqual(expect.arrayContaining(['smoke', 'read-mix', 'writes', 'chat', 'webhook-burst']));
  });

  it('shows every script’s k6 command in the README', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const name of scriptNames) expect(readme).toContain(`k6 run infra/k6/${name}.js`);
  });

  it('reads the same scenarios.json as the local runner (infra/bench/run.mjs)', () => {
    const loaded = loadScript('smoke', { BASE_URL });
    expect(loaded.opened).toEqual([scenariosPath]);
    const runner = readFileSync(join(root, 'infra', 'bench', 'run.mjs'), 'utf8');
    expect(runner).toContain("'infra/bench/scenarios.json'");
    // run.mjs measures every entry of `scenarios` against its target; k6-only scenarios live apart.
    for (const name of Object.keys(definition.scenarios)) expect(definition.targets).toHaveProperty(name);
    for (const name of Object.keys(definition.k6.scenarios)) expect(definition.scenarios).not.toHaveProperty(name);
  });

  it.each(scriptNames)('%s exports the options and thresholds of its scenarios.json entry', (name) => {
    const env: Record<string, string> =
      name === 'webhook-burst' ? { BASE_URL, STRIPE_WEBHOOK_SECRET: 'whsec_test' } : { BASE_URL };
    const { module } = loadScript(name, env);
    const expected = definition.k6.scripts[name]!.options;
    expect(module.options).toEqual(expected);
    expect(Object.keys(expected.thresholds)).toEqual(expect.arrayContaining(['checks', 'http_req_failed', 'http_req_duration']));
    expect(expected.thresholds.http_req_duration!.some((rule) => /^p\(95\)<\d+$/.test(rule))).toBe(true);
  });

  it('holds the chat script to a p95 latency below the gateway’s reply timeout and an error rate below 1 %', () => {
    const { thresholds } = definition.k6.scripts.chat!.options;
    const p95 = Number(/^p\(95\)<(\d+)$/.exec(thresholds.http_req_duration![0]!)![1]);
    expect(p95).toBeLessThan(25_000);
    expect(thresholds.http_req_failed).toEqual(['rate<0.01']);
  });

  it.each(requestScripts)('%s sends exactly its scenario’s requests, as one visitor per iteration', (name) => {
    const { module, calls, checks, sleeps } = loadScript(name, { BASE_URL });
    module.default();
    const requests = scenarioOf(name).requests!;
    const expanded = requests.flatMap((request) => Array.from({ length: request.weight ?? 1 }, () => request));
    expect(calls.map((call) => [call.method, call.tags?.name])).toEqual(
      expanded.map((request) => [request.method, `${request.method} ${request.path}`]),
    );
    const sessions = new Set(calls.map((call) => call.headers['x-session-id']).filter(Boolean));
    expect(sessions.size).toBe(requests.some((request) => request.session) ? 1 : 0);
    for (const session of sessions) expect(sessionIdProblem(session)).toBeUndefined();
    for (const call of calls) {
      expect(call.url.startsWith(`${BASE_URL}/api/`)).toBe(true);
      expect(call.url).not.toMatch(/[{}]/);
      expect(call.body ?? '').not.toMatch(/\{session\}|\{cell\}/);
    }
    expect(checks).toHaveLength(calls.length);
    expect(checks.every((check) => check.passed)).toBe(true);
    expect(sleeps).toEqual(
      definition.k6.scripts[name]!.thinkSeconds === undefined ? [] : [definition.k6.scripts[name]!.thinkSeconds],
    );
  });

  it.each(requestScripts)('%s fails its checks when the API answers with an error', (name) => {
    const { module, checks } = loadScript(name, { BASE_URL }, () => 500);
    module.default();
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((check) => !check.passed)).toBe(true);
  });

  it.each(requestScripts)('%s sends only requests the API contract accepts', (name) => {
    const { module, calls } = loadScript(name, { BASE_URL });
    module.default();
    for (const call of calls) {
      const path = new URL(call.url).pathname;
      const found = routeFor(call.method, path);
      expect({ path, route: found?.[0] }).toEqual({ path, route: expect.any(String) });
      const route = found![1];
      expect(Boolean(call.headers['x-session-id'])).toBe(route.session);
      if ('body' in route && route.body) {
        const parsed = route.body.safeParse(JSON.parse(call.body!));
        expect({ path, issues: parsed.success ? [] : parsed.error.issues }).toEqual({ path, issues: [] });
      } else {
        expect(call.body).toBeNull();
      }
      const bingo = /^\/api\/bingo\/progress\/([^/]+)\/([^/]+)\/(\d+)$/.exec(path);
      if (bingo) {
        expect(bingo[1]).toBe(call.headers['x-session-id']);
        expect(BINGO_BOARDS.map((board) => board.id)).toContain(bingo[2]);
        expect(Number(bingo[3])).toBeLessThan(25);
      }
    }
  });

  describe('webhook-burst', () => {
    const secret = `whsec_${randomBytes(12).toString('hex')}`;
    const burst = definition.k6.scenarios['webhook-burst']!;

    it('refuses to start without the webhook signing secret', () => {
      expect(() => loadScript('webhook-burst', { BASE_URL })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    });

    it('signs every event so that Stripe’s own library verifies it, and repeats every duplicateEvery-th one', () => {
      const { module, calls, checks, setIteration } = loadScript('webhook-burst', { BASE_URL, STRIPE_WEBHOOK_SECRET: secret });
      const iterations = burst.duplicateEvery! * 2;
      for (let iteration = 0; iteration < iterations; iteration += 1) {
        setIteration(iteration);
        module.default();
      }
      expect(calls).toHaveLength(iterations);
      const events = calls.map((call) => {
        expect(call.url).toBe(`${BASE_URL}${burst.path}`);
        expect(routeFor('POST', burst.path!)?.[0]).toBe('stripeWebhook');
        return Stripe.webhooks.constructEvent(call.body!, call.headers['stripe-signature']!, secret);
      });
      const ids = events.map((event) => event.id);
      expect(new Set(ids).size).toBe(iterations - iterations / burst.duplicateEvery!);
      expect(ids[burst.duplicateEvery! - 1]).toBe(ids[burst.duplicateEvery! - 2]);
      for (const event of events) {
        const job = toDonationWebhookJob(event);
        expect(donationWebhookJobSchema.safeParse(job).success).toBe(true);
      }
      expect(checks.every((check) => check.passed)).toBe(true);
    });

    it('produces signatures a different secret does not verify', () => {
      const { module, calls } = loadScript('webhook-burst', { BASE_URL, STRIPE_WEBHOOK_SECRET: secret });
      module.default();
      expect(() =>
        Stripe.webhooks.constructEvent(calls[0]!.body!, calls[0]!.headers['stripe-signature']!, `${secret}x`),
      ).toThrow();
      const timestamp = 1_700_000_000;
      expect(module.stripeSignature!('{"a":1}', secret, timestamp)).toBe(
        `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.{"a":1}`).digest('hex')}`,
      );
    });
  });
});
