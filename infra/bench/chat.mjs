// Ask an Auntie benchmark, called by run.mjs (never part of `npm test`). With a fake LLM (a local
// OpenAI-compatible HTTP server):
//   1. instant replies: p50 latency of POST /api/ask-auntie through BullMQ + a worker process,
//      minus p50 through the inline driver (the same handler in the request); target < 5 ms.
//   2. replies that take 300 ms: chat throughput with 4 worker processes vs 1; target >= 3x.
// Bounded: every phase has a fixed length, the whole run a hard limit; all processes are stopped.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const HARD_LIMIT_MS = 240_000;
const LATENCY_REQUESTS = 300;
const THROUGHPUT_SECONDS = 8;
const THROUGHPUT_CLIENTS = 24;
/** Replies one worker process builds at once in the throughput phase. */
const WORKER_CONCURRENCY = 2;

const session = () => `session-${Date.now()}-${randomBytes(16).toString('base64url')}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startFakeLlm() {
  let delayMs = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      // The safety layer's moderation check (docs/chat-safety.md): answered at once, nothing flagged.
      if (request.url?.endsWith('/moderations')) {
        const { model, input } = JSON.parse(body || '{}');
        const inputs = Array.isArray(input) ? input : [input];
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: 'modr-bench', model, results: inputs.map(() => ({ flagged: false, categories: {}, category_scores: {} })) }));
        return;
      }
      const reply = () => {
        const { model } = JSON.parse(body || '{}');
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'chatcmpl-bench',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model,
            choices: [{ index: 0, message: { role: 'assistant', content: 'A short, kind, grounded answer for the benchmark.' }, finish_reason: 'stop' }],
          }),
        );
      };
      if (delayMs > 0) setTimeout(reply, delayMs);
      else reply();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/v1`, setDelay: (ms) => (delayMs = ms), close: () => server.close() }),
    ),
  );
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function runChatBench({ root, mongoUri, redisUrl }) {
  const children = new Set();
  const fake = await startFakeLlm();
  const prefix = `bench_chat_${randomBytes(3).toString('hex')}`;
  const base = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MONGODB_URI: mongoUri,
    OPENAI_API_KEY: 'bench-key',
    OPENAI_BASE_URL: fake.url,
    QUEUE_PREFIX: prefix,
    CHAT_TIMEOUT_MS: '20000',
    // The benchmark sends far more than a visitor may; the limit itself is not what is measured.
    RATE_LIMIT_FACTOR: '1000',
  };
  const start = (script, env) => {
    const child = spawn(process.execPath, [`services/api/dist/${script}.js`], { cwd: root, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.add(child);
    child.on('exit', () => children.delete(child));
    return child;
  };
  const stop = async (child) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000).then(() => child.kill('SIGKILL'))]);
  };
  const waitFor = (child, text) =>
    new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`no "${text}" within 60 s`)), 60_000);
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes(text)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`process exited (${code}) before "${text}"`)));
    });
  const gateway = async (driver) => {
    const port = 19_000 + Math.floor(Math.random() * 1000);
    const child = start('main', { PORT: String(port), QUEUE_DRIVER: driver, ...(driver === 'bullmq' ? { REDIS_URL: redisUrl } : {}) });
    await waitFor(child, 'Renewed is running');
    return { child, url: `http://127.0.0.1:${port}/api/ask-auntie` };
  };
  const worker = async () => {
    const child = start('worker', { REDIS_URL: redisUrl, QUEUE_DRIVER: 'bullmq', WORKER_QUEUES: 'chat', CHAT_CONCURRENCY: String(WORKER_CONCURRENCY) });
    await waitFor(child, 'Renewed worker consuming');
    return child;
  };
  const ask = async (url, i) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': session() },
      body: JSON.stringify({ messages: [{ role: 'user', content: `How can I sleep better? (${i})` }] }),
    });
    await response.text();
    return response.status;
  };
  /** Both gateways up at once, requests alternating, so machine load hits both paths alike. */
  const latencies = async (inlineUrl, queuedUrl) => {
    for (let i = 0; i < 20; i += 1) await Promise.all([ask(inlineUrl, i), ask(queuedUrl, i)]); // warm-up
    const times = { inline: [], bullmq: [] };
    for (let i = 0; i < LATENCY_REQUESTS; i += 1) {
      const order = i % 2 === 0 ? ['inline', 'bullmq'] : ['bullmq', 'inline'];
      for (const path of order) {
        const started = performance.now();
        const status = await ask(path === 'inline' ? inlineUrl : queuedUrl, i);
        if (status !== 200) throw new Error(`latency run (${path}): HTTP ${status}`);
        times[path].push(performance.now() - started);
      }
    }
    return { inline: percentile(times.inline, 50), bullmq: percentile(times.bullmq, 50) };
  };
  const throughput = async (url) => {
    const until = Date.now() + THROUGHPUT_SECONDS * 1000;
    let ok = 0;
    let failed = 0;
    await Promise.all(
      Array.from({ length: THROUGHPUT_CLIENTS }, async (_, client) => {
        for (let i = 0; Date.now() < until; i += 1) {
          const status = await ask(url, `${client}-${i}`);
          // Only replies that arrive inside the window count; the queue drains before the next phase.
          if (Date.now() > until) continue;
          if (status === 200) ok += 1;
          else failed += 1;
        }
      }),
    );
    return { rps: ok / THROUGHPUT_SECONDS, failed };
  };

  const limit = setTimeout(() => {
    console.error('chat bench: hard time limit reached, stopping');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, HARD_LIMIT_MS);
  const results = [];
  try {
    fake.setDelay(0);
    const inline = await gateway('inline');
    const queued = await gateway('bullmq');
    const workers = [await worker()];
    const p50 = await latencies(inline.url, queued.url);
    await stop(inline.child);
    const added = p50.bullmq - p50.inline;
    results.push({
      ok: added < 5,
      line: `chat p50 added by BullMQ over inline: ${added.toFixed(2)} ms (inline ${p50.inline.toFixed(2)} ms, bullmq ${p50.bullmq.toFixed(2)} ms, ${LATENCY_REQUESTS} requests each, interleaved; target < 5 ms)`,
    });

    fake.setDelay(300);
    const one = await throughput(queued.url);
    workers.push(...(await Promise.all([worker(), worker(), worker()])));
    const four = await throughput(queued.url);
    const ratio = four.rps / one.rps;
    results.push({
      ok: ratio >= 3 && one.failed === 0 && four.failed === 0,
      line: `chat throughput, 300 ms model: 4 workers ${four.rps.toFixed(1)} replies/s vs 1 worker ${one.rps.toFixed(1)} replies/s = ${ratio.toFixed(2)} x (target >= 3; failures ${one.failed + four.failed})`,
    });
    await Promise.all([...workers, queued.child].map(stop));
  } finally {
    clearTimeout(limit);
    await Promise.all([...children].map(stop));
    fake.close();
  }
  return results;
}
