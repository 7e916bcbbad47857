import { BINGO_BOARDS, EDUCATION_MODULES } from '@renewed/content';
import { API_ROUTES, errorBodySchema, type ApiRoute, type ApiRouteId } from '@renewed/contracts';
import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { hostileQuery, hostileRawBody, hostileSegment, hostileValue, jsonSchemaOf, plausible } from './fuzz/hostile-arbitraries';
import { lipedemaSubmission, universalSubmission } from './fixtures';
import { captureLogs, type LogCapture } from './log-capture';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from './harness';

/**
 * The fuzz tier: for every route of the API contract, requests generated from the contract's own
 * schemas, then made hostile (wrong types, MongoDB operators, prototype keys, huge and deep
 * values, broken JSON and escapes, other sessions' ids). Seeded and bounded; replay a failure
 * with FUZZ_SEED=<printed seed> (and FUZZ_RUNS to change the number of requests per route).
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 400);
/** Heap the run may keep after a full collection (caches are bounded; a leak per request is not). */
const HEAP_GROWTH_LIMIT_BYTES = 48 * 1024 * 1024;
/** Routes whose documented answer here is 503: card donations are not configured in this run. */
const UNCONFIGURED_SERVICE_ROUTES = new Set<string>(['createDonationIntent', 'stripeWebhook']);
const SESSION_LIKE = /session-\d{13}-[A-Za-z0-9_-]{16,}/;

function heapAfterCollection(): number {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

const EXAMPLES: Record<string, string[]> = {
  boardId: BINGO_BOARDS.map((board) => board.id),
  id: EDUCATION_MODULES.slice(0, 5).map((module) => module.id),
  moduleId: EDUCATION_MODULES.slice(0, 5).map((module) => module.id),
  cellPosition: ['0', '7', '24', '25', '-1', '1.5'],
  date: [new Date().toISOString().slice(0, 10), '2020-02-30', '9999-12-31'],
  step: ['0', '1', '2', '3'],
};

/**
 * A valid body per route whose rules a generator cannot guess (scores that must match the
 * answers): the mutations then start from something the handler accepts.
 */
function validBody(id: ApiRouteId, attacker: string): unknown {
  switch (id) {
    case 'submitHealthAssessment':
      return universalSubmission(attacker);
    case 'submitLipedemaAssessment':
      return lipedemaSubmission(attacker);
    case 'askAuntie':
      return { messages: [{ role: 'user', content: 'How can I sleep better?' }] };
    case 'setDailyProtocolStep':
      return { done: true };
    default:
      return undefined;
  }
}

type Fuzzed = { path: string; session?: string; headers: Record<string, string>; body?: string };

function requestFor(id: ApiRouteId, route: ApiRoute, attacker: string, victim: string): fc.Arbitrary<Fuzzed> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const segments = fc.tuple(
    ...names.map((name) =>
      name === 'sessionId'
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constant({ text: attacker, encode: true }) },
            { weight: 2, arbitrary: hostileSegment(victim, []) },
          )
        : hostileSegment(victim, EXAMPLES[name] ?? []),
    ),
  );
  const sessionHeader = fc.oneof(
    { weight: 6, arbitrary: fc.constant<string | undefined>(attacker) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<string | undefined>(
        undefined,
        '',
        `session-0000000000000-${attacker.slice(-22)}`,
        `session-${Date.now()}-${'A'.repeat(22)}`,
        `${attacker}, ${victim}`,
        `${attacker}\u0000`.replace('\u0000', ''),
        'session-1-x',
        '{"$gt":""}',
      ),
    },
  );
  const example = validBody(id, attacker);
  const generated = route.body ? plausible(jsonSchemaOf(route.body)) : fc.constant(undefined);
  const valid = example === undefined ? generated : fc.oneof(generated, fc.constant(example));
  const canSendBody = route.method === 'post' || route.method === 'put';
  const body = valid.chain((sample) => {
    if (!canSendBody) return fc.constant<string | undefined>(undefined);
    const keys = sample && typeof sample === 'object' && !Array.isArray(sample) ? Object.keys(sample) : [];
    const asObject = (sample ?? {}) as Record<string, unknown>;
    const options: Array<fc.Arbitrary<string | undefined>> = [
      fc.constant(sample === undefined ? undefined : JSON.stringify(sample)),
      hostileValue(victim).map((value) => JSON.stringify(value)),
      hostileRawBody,
      fc.constant(undefined),
    ];
    if (keys.length > 0) {
      options.push(
        fc
          .tuple(fc.constantFrom(...keys), hostileValue(victim))
          .map(([key, value]) => JSON.stringify({ ...asObject, [key]: value })),
        fc
          .constantFrom(...keys)
          .map((key) => JSON.stringify(Object.fromEntries(Object.entries(asObject).filter(([name]) => name !== key)))),
        fc.constant(`{"__proto__":{"polluted":true},${JSON.stringify(asObject).slice(1)}`),
        fc.constant(JSON.stringify({ ...asObject, sessionId: victim })),
      );
    }
    return fc.oneof(...options);
  });
  const contentType = fc.constantFrom(
    'application/json',
    'application/json',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=utf-16',
    'none',
  );
  return fc
    .record({
      segments,
      query: hostileQuery(route, victim),
      session: sessionHeader,
      body,
      contentType,
      forwardedFor: fc.integer({ min: 1, max: 40 }),
    })
    .map(({ segments: values, query, session, body: payload, contentType: type, forwardedFor }) => {
      let index = 0;
      const path = `/api${route.path.replace(/\{\w+\}/g, () => {
        const segment = values[index++]!;
        return segment.encode ? encodeURIComponent(segment.text) : segment.text.replace(/[/?#]/g, encodeURIComponent);
      })}${query}`;
      const headers: Record<string, string> = { 'x-forwarded-for': `10.9.0.${forwardedFor}` };
      if (payload !== undefined && type !== 'none') headers['content-type'] = type;
      const request: Fuzzed = { path, session, headers, body: payload };
      // Counterexamples print short: a 200 KB body would bury the failure.
      return Object.assign(request, {
        [fc.toStringMethod]: () =>
          JSON.stringify({
            ...request,
            body: payload && payload.length > 300 ? `${payload.slice(0, 300)}... (${payload.length} characters)` : payload,
          }),
      });
    });
}

describe('fuzz tier: hostile requests against every route of the contract', () => {
  let running: RunningApi;
  const victim = newSessionId();
  const marker = `victim-marker-${Math.random().toString(36).slice(2)}`;
  const attackers = Array.from({ length: 8 }, () => newSessionId());
  let heapAtStart = 0;
  let logs: LogCapture;
  /** Status counts per route, printed at the end: shows how many requests got past validation. */
  const tally: Record<string, Record<number, number>> = {};

  beforeAll(async () => {
    process.stdout.write(`fuzz tier: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS_PER_ROUTE} (set FUZZ_SEED to replay)\n`);
    logs = captureLogs();
    running = await startApi(
      testConfig({
        chats: true,
        driver: 'inline',
        ...isolatedNames('fuzz'),
        env: { LOG_LEVEL: 'info', RATE_LIMIT_FACTOR: '1000' },
      }),
    );
    // The victim's data, which no other session may ever see.
    const as = (path: string, method: string, body?: unknown) => api(running.baseUrl, path, { method, session: victim, body });
    const seeded = await Promise.all([
      as('/api/symptoms/log', 'POST', {
        symptomType: 'hot_flash',
        severity: 3,
        duration: 5,
        triggers: [],
        reliefMethods: [],
        notes: marker,
        timestamp: new Date(Date.now() - 60_000).toISOString(),
      }),
      as('/api/shield-applications', 'POST', {
        protectionLevel: 'medium',
        moodState: 'confident',
        dailyMantra: marker,
        applicationNotes: marker,
        appliedAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      as(`/api/bingo/progress/${BINGO_BOARDS[0]!.id}/12`, 'POST'),
      as(`/api/education/progress/${EDUCATION_MODULES[0]!.id}`, 'PUT', { progress: 40 }),
      as('/api/health-assessment', 'POST', universalSubmission(victim)),
    ]);
    expect(seeded.map((response) => response.status)).toEqual([201, 201, 200, 200, 202]);
    heapAtStart = heapAfterCollection();
  }, 60_000);

  afterAll(async () => {
    await running?.close();
    logs?.restore();
  });

  const routeIds = Object.keys(API_ROUTES) as ApiRouteId[];
  it.each(routeIds.map((id, index) => [id, index] as const))(
    '%s: no 5xx, our error body with a code, nothing of another session',
    async (id, index) => {
      const route: ApiRoute = API_ROUTES[id];
      const attacker = attackers[index % attackers.length]!;
      await fc.assert(
        fc.asyncProperty(requestFor(id, route, attacker, victim), async (request) => {
          const response = await api(running.baseUrl, request.path, {
            method: route.method.toUpperCase(),
            session: request.session,
            rawBody: request.body,
            headers: request.headers,
          });
          const counts = (tally[id] ??= {});
          counts[response.status] = (counts[response.status] ?? 0) + 1;
          const where = `${route.method.toUpperCase()} ${request.path.slice(0, 200)} -> ${response.status} ${response.text.slice(0, 300)}`;
          const unconfigured =
            response.status === 503 && UNCONFIGURED_SERVICE_ROUTES.has(id) && response.json?.code === 'UNAVAILABLE';
          if (response.status >= 500 && !unconfigured) throw new Error(`5xx: ${where}`);
          if (response.status >= 400) {
            const parsed = errorBodySchema.safeParse(response.json);
            if (!parsed.success) throw new Error(`error body not in our shape: ${where}`);
            if (response.json.statusCode !== response.status) throw new Error(`statusCode differs from the status: ${where}`);
          }
          // The victim's records (their marker text, anything filed under their id) never reach
          // another session. An attacker may store the victim's id as its own note text and read
          // that back; that is its own data.
          if (response.text.includes(marker) || response.text.includes(`"sessionId":"${victim}"`))
            throw new Error(`another session's data returned: ${where}`);
          if (response.status >= 400 && response.text.includes(victim))
            throw new Error(`a session id echoed in an error: ${where}`);
          if (Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted'))
            throw new Error(`prototype polluted by: ${where}`);
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
    120_000,
  );

  it('wrote no session id to the logs, and the request log is there', () => {
    const text = logs.text();
    expect(text).toContain('"req":');
    for (const session of [victim, ...attackers]) expect(text).not.toContain(session.slice(-22));
    expect(text).not.toMatch(SESSION_LIKE);
  });

  it('gives its memory back: the heap after the run is near where it started', () => {
    const growth = heapAfterCollection() - heapAtStart;
    const summary = Object.entries(tally).map(
      ([id, counts]) =>
        `${id} ${Object.entries(counts)
          .map(([status, count]) => `${status}x${count}`)
          .join(' ')}`,
    );
    process.stdout.write(`fuzz tier: statuses per route:\n  ${summary.join('\n  ')}\n`);
    process.stdout.write(
      `fuzz tier: heap growth after ${routeIds.length * RUNS_PER_ROUTE} requests: ${(growth / 1024 / 1024).toFixed(1)} MB\n`,
    );
    expect(growth).toBeLessThan(HEAP_GROWTH_LIMIT_BYTES);
  });
});
