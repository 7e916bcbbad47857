// Ask an Auntie through the production topology (docs/benchmarks.md, "The chat path"), called by
// run.mjs and runnable alone (`node infra/bench/chat-topology.mjs`, after a build): nginx in
// front of two api processes, BullMQ on Redis, the chat workers, MongoDB as a replica set
// (infra/local/topology.sh), and the local responder (no OPENAI_API_KEY), so the figures are the
// product's own cost, with no model's wait in them.
//   1. latency: one question at a time, each from a fresh visitor, end to end through nginx:
//      p50 and p99 of `POST /api/ask-auntie`;
//   2. throughput of one chat worker: the second chat worker stopped, wrk (its own process) sends
//      questions from fresh visitors on 16 connections; answered questions per second.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureWrk, runWrk } from './wrk.mjs';

const NAME = 'bench-chat-topology';
const LATENCY_REQUESTS = Number(process.env.BENCH_CHAT_REQUESTS ?? 200);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const THROUGHPUT_CONNECTIONS = 16;

const session = () => `session-${Date.now()}-${randomBytes(16).toString('base64url')}`;
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** The scenario's question (scenarios.json `k6.scenarios.chat`, the one the k6 chat script sends). */
function chatRequest(definition) {
  const [request] = definition.k6.scenarios.chat.requests;
  return { method: request.method, path: request.path, body: JSON.stringify(request.body) };
}

export async function runChatTopologyBench({ root }) {
  ensureWrk(root);
  const definition = JSON.parse(readFileSync(join(root, 'infra/bench/scenarios.json'), 'utf8'));
  const targets = definition.chatTopology;
  const topology = (...args) =>
    execFileSync('bash', ['infra/local/topology.sh', ...args], {
      cwd: root,
      encoding: 'utf8',
      // Many questions from one address: the per-address limit is not what is measured.
      env: { ...process.env, RATE_LIMIT_FACTOR: '1000', TOPOLOGY_LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  const results = [];
  try {
    const exports = topology('up', NAME);
    const base = /export TOPOLOGY_URL=(\S+)/.exec(exports)?.[1];
    if (!base) throw new Error('topology.sh printed no TOPOLOGY_URL');
    const request = chatRequest(definition);
    const ask = async () => {
      const started = performance.now();
      const response = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: { 'content-type': 'application/json', 'x-session-id': session() },
        body: request.body,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`POST ${request.path} through nginx answered ${response.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i += 1) await ask(); // warm-up: connections, JIT, the library index
    const times = [];
    for (let i = 0; i < LATENCY_REQUESTS; i += 1) times.push(await ask());
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    const p50Ok = p50 < targets.maxP50Ms;
    const p99Ok = p99 < targets.maxP99Ms;
    results.push({
      ok: p50Ok && p99Ok,
      line: `chat end to end through nginx, BullMQ and a chat worker (local responder, one question at a time, ${LATENCY_REQUESTS} questions): p50 ${p50.toFixed(1)} ms (target < ${targets.maxP50Ms}: ${p50Ok ? 'met' : 'MISSED'}), p99 ${p99.toFixed(1)} ms (target < ${targets.maxP99Ms}: ${p99Ok ? 'met' : 'MISSED'})`,
    });

    topology('stop', NAME, 'chat-worker-2');
    const requests = Array.from({ length: 500 }, () => ({
      ...request,
      headers: { 'content-type': 'application/json', 'x-session-id': session() },
    }));
    await runWrk({ base, requests, connections: THROUGHPUT_CONNECTIONS, seconds: 2 }); // warm-up
    const run = await runWrk({ base, requests, connections: THROUGHPUT_CONNECTIONS, seconds: THROUGHPUT_SECONDS, okStatuses: [200] });
    const rpsOk = run.rps >= targets.minOneWorkerRps && run.errorRate === 0;
    results.push({
      ok: rpsOk,
      line: `chat, one chat worker (CHAT_CONCURRENCY default), ${THROUGHPUT_CONNECTIONS} connections through nginx: ${run.rps} answers/s (floor >= ${targets.minOneWorkerRps}: ${rpsOk ? 'met' : 'MISSED'}), p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${(run.errorRate * 100).toFixed(2)}%${run.errorRate > 0 ? ` (statuses ${JSON.stringify(run.statuses)})` : ''}`,
    });
    return { results, latency: { p50, p99, requests: LATENCY_REQUESTS }, oneWorker: run };
  } finally {
    topology('down', NAME);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const { results } = await runChatTopologyBench({ root });
  for (const { ok, line } of results) console.log(`${ok ? 'PASS' : 'FAIL'} ${line}`);
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}
