// `npm run bench`: the k6 scenarios, run here with Debian's wrk (its own process, infra/bench/wrk.mjs)
// against a local API on the MongoDB that infra/local/services.sh starts, plus bundle sizes. Throughput is reported as a ratio to the
// same run's baseline (GET /api/health), because absolute numbers drift on shared machines.
// Exits non-zero when a target in scenarios.json is missed. Never part of `npm test`.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chatAnswersEval } from './chat-answers-eval.mjs';
import { runChatBench } from './chat.mjs';
import { runChatTopologyBench } from './chat-topology.mjs';
import { gatewayTable, runGatewayBench } from './gateway.mjs';
import { runWebBench } from './web.mjs';
import { runWebhookBench } from './webhooks.mjs';
import { ensureWrk, runWrk } from './wrk.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const definition = JSON.parse(readFileSync(join(root, 'infra/bench/scenarios.json'), 'utf8'));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const sh = (command, args) => execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

ensureWrk(root);
console.log('building...');
sh('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
const exports = sh('bash', ['infra/local/services.sh', 'up', 'bench-services']);
const env = Object.fromEntries([...exports.matchAll(/export (\w+)=(\S+)/g)].map((match) => [match[1], match[2]]));
const port = 18_000 + Math.floor(Math.random() * 1000);
const api = spawn(process.execPath, ['services/api/dist/main.js'], {
  cwd: root,
  env: { ...process.env, MONGODB_URI: env.TEST_MONGODB_URI.replace(/\/[^/]*$/, '/renewed_bench'), QUEUE_DRIVER: 'inline', PORT: String(port), LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;

async function waitReady() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('API did not become ready');
}

const session = () => `session-${Date.now()}-${randomBytes(16).toString('base64url')}`;

function requestsFor(list) {
  const expanded = [];
  for (const request of list) {
    for (let i = 0; i < (request.weight ?? 1); i += 1) {
      const headers = { ...(request.session ? { 'x-session-id': session() } : {}), ...(request.body ? { 'content-type': 'application/json' } : {}) };
      expanded.push({ method: request.method, path: request.path, headers, ...(request.body ? { body: JSON.stringify(request.body) } : {}) });
    }
  }
  return expanded;
}

/** `okStatuses`: answers that count as success (a flood scenario expects 429); default any 2xx/3xx. */
async function measure(requests, okStatuses) {
  const run = await runWrk({ base, requests, connections: 10, seconds, okStatuses });
  return { rps: run.rps, p99: run.p99, errorRate: run.errorRate };
}

/**
 * JavaScript a visitor downloads for an app, gzip. For a remote inside the shell that excludes its
 * standalone entry (bootstrap-*.js, used only by `nx serve`) and the shared singletons the shell
 * already provides (__federation_shared_*).
 */
function bundleKb(dir, isRemote) {
  let total = 0;
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) {
        if (!(isRemote && name.startsWith('__federation_shared_'))) walk(full);
      } else if (name.endsWith('.js') && !(isRemote && (name.startsWith('bootstrap-') || name.startsWith('__federation_shared_')))) {
        total += gzipSync(readFileSync(full)).length;
      }
    }
  };
  walk(dir);
  return Math.round(total / 1024);
}

let failed = false;
// Written to .data/bench/report.json at the end; each part of the bench adds its section.
const report = {
  date: new Date().toISOString(),
  machine: { cores: cpus().length, cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
};
try {
  await waitReady();
  const baseline = await measure(requestsFor([definition.baseline]));
  console.log(`baseline ${definition.baseline.path}: ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
  for (const [name, scenario] of Object.entries(definition.scenarios)) {
    const run = await measure(requestsFor(scenario.requests), scenario.okStatuses);
    const ratio = run.rps / baseline.rps;
    const target = definition.targets[name];
    const ok = ratio >= target.minThroughputRatio && run.errorRate <= target.maxErrorRate;
    failed ||= !ok;
    console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${run.rps.toFixed(0)} req/s (${ratio.toFixed(2)} x baseline, target >= ${target.minThroughputRatio}), p99 ${run.p99} ms, errors ${(run.errorRate * 100).toFixed(2)}%`);
  }
  for (const [app, budget] of Object.entries(definition.bundleBudgetsKb)) {
    if (app.startsWith('$')) continue;
    const dir = join(root, 'remotes', app, 'dist');
    const size = bundleKb(dir, true);
    const ok = size <= budget;
    failed ||= !ok;
    console.log(`${ok ? 'PASS' : 'FAIL'} bundle ${app}: ${size} KB gzip (budget ${budget} KB)`);
  }
  api.kill('SIGTERM');
  // Web: first-visit JavaScript per route (the shell's budget) and Lighthouse mobile on the embedded server (infra/bench/web.mjs).
  const web = await runWebBench({ root, mongoUri: env.TEST_MONGODB_URI.replace(/\/[^/]*$/, '/renewed_bench_web'), targets: definition.web });
  report.web = { js: web.js, lighthouse: web.lighthouse };
  for (const result of web.lines) {
    failed ||= !result.ok;
    console.log(`${result.ok ? 'PASS' : 'FAIL'} ${result.line}`);
  }
  // Ask an Auntie: BullMQ latency over inline, and throughput with 4 chat workers vs 1 (infra/bench/chat.mjs).
  for (const result of await runChatBench({ root, mongoUri: env.TEST_MONGODB_URI.replace(/\/[^/]*$/, '/renewed_bench_chat'), redisUrl: env.TEST_REDIS_URL })) {
    failed ||= !result.ok;
    console.log(`${result.ok ? 'PASS' : 'FAIL'} ${result.line}`);
  }
  // Ask an Auntie end to end through the production topology: latency and one chat worker's rate (infra/bench/chat-topology.mjs).
  const chatTopology = await runChatTopologyBench({ root });
  report.chatTopology = { latency: chatTopology.latency, oneWorker: chatTopology.oneWorker };
  for (const result of chatTopology.results) {
    failed ||= !result.ok;
    console.log(`${result.ok ? 'PASS' : 'FAIL'} ${result.line}`);
  }
  // Donation webhooks: 2,000 signed events with 20 % duplicates, recorded exactly once; drain rate (infra/bench/webhooks.mjs).
  for (const result of await runWebhookBench({ root, mongoUri: env.TEST_MONGODB_URI.replace(/\/[^/]*$/, '/renewed_bench_webhooks'), redisUrl: env.TEST_REDIS_URL })) {
    failed ||= !result.ok;
    console.log(`${result.ok ? 'PASS' : 'FAIL'} ${result.line}`);
  }
  // Ask an Auntie's evaluations: the safety screen's confusion tables (every set, with its misses)
  // and the answer cards' top-1 accuracy; the same floors fail `npm test`'s unit tier.
  console.log(`\n${sh('node', ['-r', './services/api/test/register-typescript.cjs', 'infra/bench/chat-safety.cjs'])}`);
  const answers = chatAnswersEval();
  report.chatAnswers = { accuracy: answers.report.all.accuracy };
  console.log(`\n${answers.text}\n`);
  failed ||= answers.report.all.accuracy < 0.9;
  console.log(`${answers.report.all.accuracy >= 0.9 ? 'PASS' : 'FAIL'} answer cards top-1: ${(100 * answers.report.all.accuracy).toFixed(1)} % (target >= 90 %)`);
  // Gateway: each cached read against a bare Node server sending the same bytes, and per-visitor
  // MongoDB reads and writes, on the embedded server as `npm start` runs it (infra/bench/gateway.mjs).
  const gateway = await runGatewayBench({ root, mongoUri: env.TEST_MONGODB_URI.replace(/\/[^/]*$/, '/renewed_bench_gateway') });
  report.gateway = { connections: gateway.connections, seconds: gateway.seconds, placement: gateway.placement, reads: gateway.reads, headroom: gateway.headroom, visitor: gateway.visitor };
  console.log(`\nprocesses: ${gateway.placement}\n${gatewayTable(gateway)}\n`);
  for (const result of gateway.results) {
    failed ||= !result.ok;
    console.log(`${result.ok ? 'PASS' : 'FAIL'} ${result.line}`);
  }
} finally {
  api.kill('SIGTERM');
  sh('bash', ['infra/local/services.sh', 'down', 'bench-services']);
}
mkdirSync(join(root, '.data/bench'), { recursive: true });
writeFileSync(join(root, '.data/bench/report.json'), `${JSON.stringify({ ...report, failed }, null, 2)}\n`);
console.log('report: .data/bench/report.json');
process.exit(failed ? 1 : 0);
