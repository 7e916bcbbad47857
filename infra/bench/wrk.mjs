// The bench's load generator: Debian's `wrk` (native, event-driven), always in its own process, so
// the server under test and the generator never share an event loop (docs/benchmarks.md, "The load
// generator"). A list of requests (a scenario of infra/bench/scenarios.json, expanded by the
// caller) becomes a small Lua script that sends them round-robin; the figures come back as JSON
// from wrk's `done` callback.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onGeneratorCore } from './cores.mjs';

/** One thread: wrk's thread is far faster than a Node server's, and the other core is the server's. */
const THREADS = 1;

/** Installs Debian's wrk when it is missing (`npm run bench` installs what it needs, like `npm test`). */
export function ensureWrk(root) {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // `wrk --version` exits 1 after printing its version; only a missing binary throws ENOENT.
    if (error.code !== 'ENOENT') return;
    execFileSync('bash', ['-c', 'source infra/local/lib.sh && ensure_apt wrk'], { cwd: root, stdio: 'inherit' });
  }
}

const luaString = (value) => JSON.stringify(String(value)).replace(/\\u([0-9a-f]{4})/gi, (_m, hex) => `\\u{${hex}}`);

function luaTable(headers) {
  return `{ ${Object.entries(headers)
    .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
    .join(', ')} }`;
}

/**
 * The Lua script for a run. One request with no status list is wrk's static request (no Lua per
 * request, the generator's fastest path); several requests rotate in `request()`; `okStatuses`
 * adds a `response()` callback counting statuses (it costs the generator a little per answer).
 */
function script({ requests, countStatuses }) {
  const lines = [];
  if (requests.length === 1) {
    const [only] = requests;
    lines.push(`wrk.method = ${luaString(only.method ?? 'GET')}`, `wrk.path = ${luaString(only.path)}`);
    lines.push(`wrk.headers = ${luaTable(only.headers ?? {})}`);
    if (only.body !== undefined) lines.push(`wrk.body = ${luaString(only.body)}`);
  } else {
    lines.push('local prepared = {}', 'init = function()');
    for (const request of requests) {
      lines.push(
        `  table.insert(prepared, wrk.format(${luaString(request.method ?? 'GET')}, ${luaString(request.path)}, ${luaTable(request.headers ?? {})}${request.body !== undefined ? `, ${luaString(request.body)}` : ''}))`,
      );
    }
    lines.push('end', 'local next_index = 0', 'request = function()', '  next_index = next_index % #prepared + 1', '  return prepared[next_index]', 'end');
  }
  lines.push('local threads = {}', 'setup = function(thread) table.insert(threads, thread) end');
  if (countStatuses) {
    lines.push('statuses = {}', 'response = function(status) statuses[status] = (statuses[status] or 0) + 1 end');
  }
  lines.push(
    'done = function(summary, latency)',
    '  local counts = {}',
    countStatuses
      ? '  for _, thread in ipairs(threads) do for status, count in pairs(thread:get("statuses")) do table.insert(counts, string.format("\\"%d\\":%d", status, count)) end end'
      : '',
    '  io.write(string.format(\'WRK_JSON{"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d,"statuses":{%s}}\\n\',',
    '    summary.requests, summary.duration, summary.bytes, summary.errors.connect, summary.errors.read, summary.errors.write,',
    '    summary.errors.status, summary.errors.timeout, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, table.concat(counts, ",")))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

/**
 * Runs wrk against `base` (scheme, host and port) with `requests` ({ method, path, headers, body }
 * with body a string), `connections` connections for `seconds`. Returns req/s, p50/p90/p99 in ms
 * and the error rate: socket errors and timeouts, plus answers outside `okStatuses` (when given)
 * or 4xx/5xx (when not). `pinned` starts wrk on the generator's core (infra/bench/cores.mjs).
 */
export async function runWrk({ base, requests, connections = 50, seconds = 8, okStatuses, pinned = false }) {
  const dir = mkdtempSync(join(tmpdir(), 'renewed-wrk-'));
  const scriptPath = join(dir, 'run.lua');
  writeFileSync(scriptPath, script({ requests, countStatuses: Boolean(okStatuses) }));
  try {
    const output = await new Promise((resolvePromise, reject) => {
      const args = [`-t${THREADS}`, `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', scriptPath, base];
      const child = spawn(...onGeneratorCore('wrk', args, pinned), {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolvePromise(stdout) : reject(new Error(`wrk exited with ${code}: ${stderr || stdout}`))));
    });
    const line = output.split('\n').find((entry) => entry.startsWith('WRK_JSON'));
    if (!line) throw new Error(`wrk printed no figures:\n${output}`);
    const figures = JSON.parse(line.slice('WRK_JSON'.length));
    const socketErrors = figures.connect + figures.read + figures.write + figures.timeout;
    const unexpected = okStatuses
      ? figures.requests - okStatuses.reduce((sum, status) => sum + (figures.statuses[status] ?? 0), 0)
      : figures.status;
    const ms = (us) => Math.round(us / 10) / 100;
    return {
      rps: Math.round(figures.requests / (figures.durationUs / 1e6)),
      p50: ms(figures.p50Us),
      p90: ms(figures.p90Us),
      p99: ms(figures.p99Us),
      requests: figures.requests,
      errorRate: (socketErrors + unexpected) / Math.max(1, figures.requests),
      ...(okStatuses ? { statuses: figures.statuses } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
