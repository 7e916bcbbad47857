// The gateway half of `npm run bench` (docs/architecture.md, "Performance"): the embedded server
// as `npm start` runs it (web app + /api, LOG_LEVEL info, inline queue), measured with autocannon.
//  - Each cached catalogue read against a bare Node `http` server started in this same process,
//    answering with the very bytes and headers the gateway sent (captured first), so the ratio
//    says what the gateway costs over Node itself on this machine, in this run.
//  - Per-visitor reads and writes on MongoDB (fresh session ids), as requests per second and as a
//    share of the same gateway's GET /api/health in the same run.
// Run alone with `node infra/bench/gateway.mjs` (needs a built API and MONGODB_URI); run.mjs calls it.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What a browser sends: the comparison is of the bytes a visitor actually gets. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/** Alternating bare/gateway rounds per cached read (the median round is reported). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const session = () => `session-${Date.now()}-${randomBytes(16).toString('base64url')}`;

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

/** A bare Node server that answers every request with `captured` (same status, headers, bytes). */
async function startBareServer(captured) {
  const headers = [];
  for (let i = 0; i < captured.rawHeaders.length; i += 2) {
    const name = captured.rawHeaders[i].toLowerCase();
    // Node writes these itself; everything else (CSP, nosniff, ETag, Vary, encoding...) goes out as captured.
    if (['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) continue;
    headers.push([captured.rawHeaders[i], captured.rawHeaders[i + 1]]);
  }
  headers.push(['content-length', String(captured.body.length)]);
  const server = createServer((_request, response) => {
    response.writeHead(captured.status, headers.flat());
    response.end(captured.body);
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(done)) };
}

async function load(url, { connections, seconds, requests, headers }) {
  const result = await autocannon({ url, connections, duration: seconds, headers, ...(requests ? { requests } : {}) });
  const errors = result.non2xx + result.errors + result.timeouts;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errorRate: errors / Math.max(1, result.requests.total),
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

/**
 * Starts `services/api/dist/main.js` in embedded mode and measures. Returns
 * `{ reads: [...], visitor: [...], results: [{ ok, line }] }`; targets come from
 * scenarios.json `gateway` (ratios only, never absolute timings).
 */
export async function runGatewayBench({ root, mongoUri, seconds = 3, connections = 50 }) {
  const definition = JSON.parse(readFileSync(join(root, 'infra/bench/scenarios.json'), 'utf8')).gateway;
  const port = 19_000 + Math.floor(Math.random() * 1000);
  // BENCH_API_DIR: another checkout's built API (a before/after comparison); the web app is this one's.
  const api = spawn(process.execPath, ['services/api/dist/main.js'], {
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
  try {
    await waitReady(base, api);
    for (const read of definition.cachedReads) {
      const captured = await rawGet(base, read.path, BROWSER_HEADERS);
      if (captured.status !== 200) throw new Error(`GET ${read.path} answered ${captured.status}`);
      const bare = await startBareServer(captured);
      const options = { connections, seconds, headers: BROWSER_HEADERS };
      try {
        // Short runs, alternating bare and gateway, and the median of the per-round ratios: on a
        // shared machine a neighbour's burst then spoils one round, not the comparison.
        // One unrecorded second each first, so no round measures V8 still optimizing the code.
        await load(`${bare.url}${read.path}`, { ...options, seconds: 1 });
        await load(`${base}${read.path}`, { ...options, seconds: 1 });
        const rounds = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          const bareRun = await load(`${bare.url}${read.path}`, options);
          const gatewayRun = await load(`${base}${read.path}`, options);
          rounds.push({ bare: bareRun, gateway: gatewayRun, ratio: gatewayRun.rps / bareRun.rps });
        }
        rounds.sort((a, b) => a.ratio - b.ratio);
        const middle = rounds[Math.floor(rounds.length / 2)];
        // Throughput from the median round; p50 and p99 are each the median over the rounds, so
        // one round that a neighbour's burst spoiled does not decide them either.
        const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
        const gateway = {
          ...middle.gateway,
          p50: medianOf(rounds.map((run) => run.gateway.p50)),
          p99: medianOf(rounds.map((run) => run.gateway.p99)),
        };
        const ratio = middle.ratio;
        const ok = ratio >= definition.minRatioToBareNode && rounds.every((run) => run.gateway.errorRate === 0);
        const encoding =
          captured.rawHeaders.find((_value, i, list) => i % 2 === 1 && /content-encoding/i.test(list[i - 1])) ?? 'identity';
        const entry = {
          path: read.path,
          bytes: captured.body.length,
          encoding,
          gateway,
          bare: {
            rps: middle.bare.rps,
            p50: medianOf(rounds.map((run) => run.bare.p50)),
            p99: medianOf(rounds.map((run) => run.bare.p99)),
          },
          roundP99s: rounds.map((run) => ({ gateway: run.gateway.p99, bare: run.bare.p99 })),
          ratio: Number(ratio.toFixed(3)),
          roundRatios: rounds.map((run) => Number(run.ratio.toFixed(3))),
          ok,
        };
        reads.push(entry);
        results.push({
          ok,
          line: `cached read ${read.path}: ${gateway.rps} vs bare ${entry.bare.rps} req/s = ${ratio.toFixed(2)} (median of ${ROUNDS} rounds: ${entry.roundRatios.join(', ')}; target >= ${definition.minRatioToBareNode}), p50 ${gateway.p50} ms, p99 ${gateway.p99} ms (bare ${entry.bare.p99} ms), ${entry.bytes} B ${encoding}`,
        });
      } finally {
        await bare.close();
      }
    }

    const health = await load(`${base}/api/health`, { connections, seconds, headers: BROWSER_HEADERS });
    for (const scenario of definition.visitor) {
      // A fresh visitor per request slot, as many visitors arriving at once.
      const requests = Array.from({ length: 200 }, () => ({
        method: scenario.method,
        path: scenario.path,
        headers: {
          ...BROWSER_HEADERS,
          'x-session-id': session(),
          ...(scenario.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(scenario.body ? { body: JSON.stringify(scenario.body) } : {}),
      }));
      const run = await load(base, { connections, seconds, requests });
      const ratio = run.rps / health.rps;
      const ok = ratio >= scenario.minRatioToHealth && run.errorRate === 0;
      visitor.push({
        name: scenario.name,
        path: scenario.path,
        method: scenario.method,
        ...run,
        healthRps: health.rps,
        ratio: Number(ratio.toFixed(3)),
        ok,
      });
      results.push({
        ok,
        line: `visitor ${scenario.name}: ${run.rps} req/s (${ratio.toFixed(2)} x GET /api/health ${health.rps} req/s, target >= ${scenario.minRatioToHealth}), p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${(run.errorRate * 100).toFixed(2)}%`,
      });
    }
  } finally {
    api.kill('SIGTERM');
    await new Promise((done) => (api.exitCode !== null ? done() : api.once('exit', done)));
  }
  return { connections, seconds, logBytes, reads, visitor, results };
}

/** The gateway rows as one aligned text table. */
export function gatewayTable({ reads, visitor }) {
  const rows = [
    ['read', 'gateway req/s', 'bare req/s', 'ratio', 'p50 ms', 'p99 ms', 'bare p99 ms', 'bytes'],
    ...reads.map((read) => [
      read.path,
      read.gateway.rps,
      read.bare.rps,
      read.ratio.toFixed(2),
      read.gateway.p50,
      read.gateway.p99,
      read.bare.p99,
      `${read.bytes} ${read.encoding}`,
    ]),
    ...visitor.map((run) => [
      `${run.method} ${run.path} (fresh visitor)`,
      run.rps,
      `health ${run.healthRps}`,
      run.ratio.toFixed(2),
      run.p50,
      run.p99,
      '',
      '',
    ]),
  ].map((row) => row.map(String));
  const widths = rows[0].map((_cell, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '),
    )
    .join('\n');
}

// `node infra/bench/gateway.mjs`: this half alone (MONGODB_URI, BENCH_SECONDS; prints JSON too).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  if (!process.env.MONGODB_URI) throw new Error('MONGODB_URI is not set');
  const report = await runGatewayBench({
    root,
    mongoUri: process.env.MONGODB_URI,
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
  });
  for (const { ok, line } of report.results) console.log(`${ok ? 'PASS' : 'FAIL'} ${line}`);
  console.log(gatewayTable(report));
  console.log(JSON.stringify({ reads: report.reads, visitor: report.visitor, logBytes: report.logBytes }));
  process.exit(report.results.every((result) => result.ok) ? 0 : 1);
}
