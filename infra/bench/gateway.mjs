// The gateway half of `npm run bench` (docs/benchmarks.md): the embedded server as `npm start` runs
// it (web app + /api, LOG_LEVEL info, inline queue), loaded by Debian's `wrk` (infra/bench/wrk.mjs).
// Three processes, never sharing an event loop: the gateway, the bare-Node baseline
// (infra/bench/bare-server.mjs) and wrk, the servers on one core and wrk on another
// (infra/bench/cores.mjs).
//  - Each cached catalogue read, identity and with a browser's Accept-Encoding, against the bare
//    server answering the very bytes and headers the gateway sent for that request (captured
//    first): req/s as a share of bare Node, and the gateway's p99, at 50 connections.
//  - The generator's headroom: the same wrk against nginx answering two bytes
//    (infra/bench/trivial-server.mjs), which must go well past every figure compared, or the
//    comparison measured wrk, not the servers.
//  - Per-visitor reads and writes on MongoDB (fresh session ids), as requests per second and as a
//    share of the same gateway's GET /api/health in the same run.
// Run alone with `node infra/bench/gateway.mjs` (needs a built API and MONGODB_URI); run.mjs calls it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { onServerCore, PLACEMENT } from './cores.mjs';
import { startTrivialServer } from './trivial-server.mjs';
import { ensureWrk, runWrk } from './wrk.mjs';

/** The two ways a catalogue read is asked for: by a plain client, and by a browser. */
const ENCODINGS = [
  { name: 'identity', headers: { accept: 'application/json' } },
  { name: 'browser', headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' } },
];

/** Alternating bare/gateway rounds per cached read and encoding (the median round is reported). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

const session = () => `session-${Date.now()}-${randomBytes(16).toString('base64url')}`;
const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One GET with the raw (still compressed) body and the raw header list, as the server sent them. */
function rawGet(base, path, headers) {
  return new Promise((resolvePromise, reject) => {
    const request = httpRequest(`${base}${path}`, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolvePromise({ status: response.statusCode, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** Starts a node script and resolves once it printed `text` (its stdout is then drained). */
function startProcess(args, { cwd, env, text }) {
  const child = spawn(...onServerCore(process.execPath, args), { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${args[0]}: no "${text}" within 120 s`)), 120_000);
    child.stdout.on('data', (chunk) => {
      if (output.length < 100_000) output += chunk;
      if (output.includes(text)) {
        clearTimeout(timer);
        resolvePromise(output);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args[0]} exited (${code}) before "${text}"`));
    });
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000)).then(() => child.kill('SIGKILL'))]);
  };
  return { child, ready, stop };
}

/** The bare server, in its own process, answering every captured request as the gateway did. */
async function startBareServer(root, captured) {
  const dir = mkdtempSync(join(tmpdir(), 'renewed-bare-'));
  const file = join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(
      captured.map((answer) => ({
        path: answer.path,
        acceptEncoding: answer.headers['accept-encoding'] ?? '',
        status: answer.status,
        rawHeaders: answer.rawHeaders,
        body: answer.body.toString('base64'),
      })),
    ),
  );
  const bare = startProcess(['infra/bench/bare-server.mjs', file], { cwd: root, env: process.env, text: '\n' });
  const output = await bare.ready;
  const port = Number(/listening (\d+)/.exec(output)?.[1]);
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await bare.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function waitReady(base, child) {
  return new Promise((resolvePromise, reject) => {
    let tries = 0;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`the API exited with code ${child.exitCode}`));
      try {
        if ((await fetch(`${base}/api/ready`)).ok) return resolvePromise();
      } catch {
        // not up yet
      }
      if ((tries += 1) > 240) return reject(new Error('the API did not become ready'));
      setTimeout(poll, 500);
    };
    void poll();
  });
}

const headerOf = (rawHeaders, name) => rawHeaders.find((_value, i, list) => i % 2 === 1 && list[i - 1].toLowerCase() === name);

/**
 * Starts `services/api/dist/main.js` in embedded mode and measures. Returns
 * `{ reads: [...], headroom, visitor: [...], results: [{ ok, line }] }`; targets come from
 * scenarios.json `gateway`.
 */
export async function runGatewayBench({ root, mongoUri, seconds = 3, connections = 50 }) {
  ensureWrk(root);
  const definition = JSON.parse(readFileSync(join(root, 'infra/bench/scenarios.json'), 'utf8')).gateway;
  const targets = definition.targets;
  const port = 19_000 + Math.floor(Math.random() * 1000);
  // BENCH_API_DIR: another checkout's built API (a before/after comparison); the web app is this one's.
  const api = spawn(...onServerCore(process.execPath, ['services/api/dist/main.js']), {
    cwd: process.env.BENCH_API_DIR ?? root,
    env: {
      ...process.env,
      MONGODB_URI: mongoUri,
      WEB_DIST_DIR: root,
      QUEUE_DRIVER: 'inline',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The embedded default: one access line per request at info.
      LOG_LEVEL: 'info',
      // The per-visitor scenarios come from one address; the catalogue reads carry no limit.
      RATE_LIMIT_FACTOR: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Read and drop the log, as a terminal or a log shipper would.
  let logBytes = 0;
  api.stdout.on('data', (chunk) => (logBytes += chunk.length));
  const base = `http://127.0.0.1:${port}`;
  const results = [];
  const reads = [];
  const visitor = [];
  let bare;
  let trivialServer;
  try {
    await waitReady(base, api);
    const captured = [];
    for (const read of definition.cachedReads) {
      for (const encoding of ENCODINGS) {
        const answer = await rawGet(base, read.path, encoding.headers);
        if (answer.status !== 200) throw new Error(`GET ${read.path} answered ${answer.status}`);
        captured.push({ ...answer, path: read.path, encoding: encoding.name, headers: encoding.headers });
      }
    }
    bare = await startBareServer(root, captured);
    const options = { connections, seconds, pinned: true };
    const trivialRuns = [];
    trivialServer = await startTrivialServer(root, { pinned: true });
    const trivial = async () => trivialRuns.push(await runWrk({ ...options, base: trivialServer.base, requests: [{ path: '/' }] }));
    await runWrk({ ...options, seconds: 1, base: trivialServer.base, requests: [{ path: '/' }] });
    await trivial();
    for (const answer of captured) {
      const requests = [{ path: answer.path, headers: answer.headers }];
      // One unrecorded second each first, so no round measures V8 still optimizing the code.
      await runWrk({ ...options, seconds: 1, base: bare.base, requests });
      await runWrk({ ...options, seconds: 1, base, requests });
      // Short runs, alternating bare and gateway, and the median of the per-round ratios: on a
      // shared machine a neighbour's burst then spoils one round, not the comparison.
      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const bareRun = await runWrk({ ...options, base: bare.base, requests });
        const gatewayRun = await runWrk({ ...options, base, requests });
        rounds.push({ bare: bareRun, gateway: gatewayRun, ratio: gatewayRun.rps / bareRun.rps });
      }
      const middle = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
      // p50 and p99 are each the median over the rounds, so one spoiled round does not decide them.
      const gateway = {
        rps: middle.gateway.rps,
        p50: medianOf(rounds.map((run) => run.gateway.p50)),
        p99: medianOf(rounds.map((run) => run.gateway.p99)),
      };
      const bareFigures = {
        rps: middle.bare.rps,
        p50: medianOf(rounds.map((run) => run.bare.p50)),
        p99: medianOf(rounds.map((run) => run.bare.p99)),
      };
      const ratio = middle.ratio;
      const errorFree = rounds.every((run) => run.gateway.errorRate === 0 && run.bare.errorRate === 0);
      const ratioOk = ratio >= targets.minRatioToBareNode;
      const p99Ok = gateway.p99 < targets.maxP99Ms;
      const entry = {
        path: answer.path,
        encoding: answer.encoding,
        contentEncoding: headerOf(answer.rawHeaders, 'content-encoding') ?? 'identity',
        bytes: answer.body.length,
        gateway,
        bare: bareFigures,
        ratio: Number(ratio.toFixed(3)),
        roundRatios: rounds.map((run) => Number(run.ratio.toFixed(3))),
        roundP99s: rounds.map((run) => ({ gateway: run.gateway.p99, bare: run.bare.p99 })),
        ok: ratioOk && p99Ok && errorFree,
      };
      reads.push(entry);
      const label = `cached read ${answer.path} (${answer.encoding}, ${entry.bytes} B ${entry.contentEncoding})`;
      results.push({
        ok: ratioOk && errorFree,
        line: `${label}: ${gateway.rps} vs bare Node ${bareFigures.rps} req/s = ${ratio.toFixed(2)} of bare Node (target >= ${targets.minRatioToBareNode}: ${ratioOk ? 'met' : 'MISSED'}; rounds ${entry.roundRatios.join(', ')}${errorFree ? '' : '; ERRORS'})`,
      });
      results.push({
        ok: p99Ok,
        line: `${label}: p99 ${gateway.p99} ms at ${connections} connections (target < ${targets.maxP99Ms} ms: ${p99Ok ? 'met' : 'MISSED'}; p50 ${gateway.p50} ms; bare Node p99 ${bareFigures.p99} ms)`,
      });
      if (answer === captured[Math.floor(captured.length / 2)]) await trivial();
    }
    await trivial();
    // The generator's headroom: the median trivial run over the fastest figure compared.
    const fastest = Math.max(...reads.flatMap((read) => [read.gateway.rps, read.bare.rps]));
    const trivialRps = medianOf(trivialRuns.map((run) => run.rps));
    const headroom = { trivialRps, trivialRuns: trivialRuns.map((run) => run.rps), fastestCompared: fastest, ratio: Number((trivialRps / fastest).toFixed(2)) };
    const headroomOk = headroom.ratio >= targets.minGeneratorHeadroom;
    results.push({
      ok: headroomOk,
      line: `load generator headroom: wrk drove nginx's 2-byte answer at ${trivialRps} req/s (median of ${trivialRuns.length} runs spread over the bench: ${headroom.trivialRuns.join(', ')}), ${headroom.ratio.toFixed(2)} x the fastest figure compared (${fastest} req/s) (target >= ${targets.minGeneratorHeadroom}: ${headroomOk ? 'met' : 'MISSED, so the figures above may measure wrk'})`,
    });

    const health = await runWrk({ ...options, base, requests: [{ path: '/api/health', headers: ENCODINGS[1].headers }] });
    for (const scenario of definition.visitor) {
      // A fresh visitor per request slot, as many visitors arriving at once.
      const requests = Array.from({ length: 200 }, () => ({
        method: scenario.method,
        path: scenario.path,
        headers: {
          ...ENCODINGS[1].headers,
          'x-session-id': session(),
          ...(scenario.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(scenario.body ? { body: JSON.stringify(scenario.body) } : {}),
      }));
      const run = await runWrk({ ...options, base, requests });
      const ratio = run.rps / health.rps;
      const ok = ratio >= scenario.minRatioToHealth && run.errorRate === 0;
      visitor.push({ name: scenario.name, path: scenario.path, method: scenario.method, ...run, healthRps: health.rps, ratio: Number(ratio.toFixed(3)), ok });
      results.push({
        ok,
        line: `visitor ${scenario.name}: ${run.rps} req/s = ${ratio.toFixed(2)} x GET /api/health ${health.rps} req/s (floor >= ${scenario.minRatioToHealth}: ${ok ? 'met' : 'MISSED'}), p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${(run.errorRate * 100).toFixed(2)}%`,
      });
    }
    return { connections, seconds, placement: PLACEMENT, logBytes, reads, headroom, visitor, results };
  } finally {
    await bare?.stop();
    await trivialServer?.stop();
    api.kill('SIGTERM');
    await new Promise((done) => (api.exitCode !== null ? done() : api.once('exit', done)));
  }
}

/** The gateway rows as one aligned text table. */
export function gatewayTable({ reads, visitor, headroom }) {
  const rows = [
    ['read', 'encoding', 'gateway req/s', 'bare req/s', 'ratio', 'p50 ms', 'p99 ms', 'bare p99 ms', 'bytes'],
    ...reads.map((read) => [
      read.path,
      read.encoding,
      read.gateway.rps,
      read.bare.rps,
      read.ratio.toFixed(2),
      read.gateway.p50,
      read.gateway.p99,
      read.bare.p99,
      `${read.bytes} ${read.contentEncoding}`,
    ]),
    ['nginx 2-byte answer (generator check)', '', '', headroom.trivialRps, `${headroom.ratio.toFixed(2)} x`, '', '', '', ''],
    ...visitor.map((run) => [`${run.method} ${run.path} (fresh visitor)`, 'browser', run.rps, `health ${run.healthRps}`, run.ratio.toFixed(2), run.p50, run.p99, '', '']),
  ].map((row) => row.map(String));
  const widths = rows[0].map((_cell, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) => row.map((cell, column) => (column <= 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '))
    .join('\n');
}

// `node infra/bench/gateway.mjs`: this half alone (MONGODB_URI, BENCH_SECONDS; prints JSON too).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  if (!process.env.MONGODB_URI) throw new Error('MONGODB_URI is not set');
  const report = await runGatewayBench({ root, mongoUri: process.env.MONGODB_URI, seconds: Number(process.env.BENCH_SECONDS ?? 3) });
  for (const { ok, line } of report.results) console.log(`${ok ? 'PASS' : 'FAIL'} ${line}`);
  console.log(`processes: ${report.placement}`);
  console.log(gatewayTable(report));
  console.log(JSON.stringify({ placement: report.placement, reads: report.reads, headroom: report.headroom, visitor: report.visitor, logBytes: report.logBytes }));
  process.exit(report.results.every((result) => result.ok) ? 0 : 1);
}
