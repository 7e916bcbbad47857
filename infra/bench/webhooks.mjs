// Donation webhook benchmark, called by run.mjs (never part of `npm test`); also runnable alone:
//   TEST_MONGODB_URI=... TEST_REDIS_URL=... node infra/bench/webhooks.mjs   (after `npm run build`)
// A burst of 2,000 Stripe-signed events, 20 % of them redelivered duplicates, sent to the gateway
// (BullMQ driver) with one jobs worker process consuming `donation-webhooks`. Reports how many
// donations were recorded (must equal the unique events: exactly once) and the drain rate (unique
// events recorded per second, from the first delivery until the last one is in MongoDB).
// Bounded: a hard time limit; both processes stopped and the database dropped at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import Stripe from 'stripe';

const EVENTS = 2_000;
const DUPLICATE_SHARE = 0.2;
const CLIENTS = 20;
const HARD_LIMIT_MS = 180_000;
const WEBHOOK_SECRET = `whsec_bench_${randomBytes(8).toString('hex')}`;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function succeededEvent(index, runId) {
  const id = `${runId}x${index}`;
  return {
    id: `evt_${id}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: { id: `pi_${id}`, object: 'payment_intent', amount: 500 + index, amount_received: 500 + index, currency: 'usd' },
    },
  };
}

export async function runWebhookBench({ root, mongoUri, redisUrl }) {
  const runId = randomBytes(4).toString('hex');
  const children = new Set();
  const port = 20_000 + Math.floor(Math.random() * 1000);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MONGODB_URI: mongoUri,
    REDIS_URL: redisUrl,
    QUEUE_DRIVER: 'bullmq',
    QUEUE_PREFIX: `bench_webhooks_${runId}`,
    PORT: String(port),
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    WORKER_QUEUES: 'donation-webhooks',
  };
  const start = (script, text) => {
    const child = spawn(process.execPath, [`services/api/dist/${script}.js`], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    child.on('exit', () => children.delete(child));
    return new Promise((ready, fail) => {
      let output = '';
      const timer = setTimeout(() => fail(new Error(`${script}: no "${text}" within 60 s`)), 60_000);
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes(text)) {
          clearTimeout(timer);
          ready(child);
        }
      });
      child.once('exit', (code) => fail(new Error(`${script} exited (${code}) before "${text}"`)));
    });
  };
  const stop = async (child) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000).then(() => child.kill('SIGKILL'))]);
  };
  const limit = setTimeout(() => {
    console.error('webhook bench: hard time limit reached, stopping');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, HARD_LIMIT_MS);

  const mongo = new MongoClient(mongoUri);
  try {
    await mongo.connect();
    await start('main', 'Renewed is running');
    await start('worker', 'Renewed worker consuming');

    // 1,600 unique events and 400 redeliveries of some of them, shuffled into one burst.
    const unique = Math.round(EVENTS * (1 - DUPLICATE_SHARE));
    const events = Array.from({ length: unique }, (_, index) => succeededEvent(index, runId));
    const burst = [...events, ...Array.from({ length: EVENTS - unique }, (_, index) => events[(index * 7) % unique])];
    for (let i = burst.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [burst[i], burst[j]] = [burst[j], burst[i]];
    }
    const deliveries = burst.map((event) => {
      const payload = JSON.stringify(event);
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
    });

    const donations = mongo.db().collection('donations');
    const statuses = new Map();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < deliveries.length) {
          const { payload, signature } = deliveries[next++];
          const response = await fetch(`http://127.0.0.1:${port}/api/webhooks/stripe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          });
          await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const accepted = performance.now() - started;
    let recorded = 0;
    for (;;) {
      recorded = await donations.countDocuments();
      if (recorded >= unique || performance.now() - started > HARD_LIMIT_MS - 30_000) break;
      await sleep(50);
    }
    const drained = performance.now() - started;
    await sleep(2_000); // any duplicate still in flight would land now
    recorded = await donations.countDocuments();
    const ok200 = statuses.get(200) ?? 0;
    const drainRate = unique / (drained / 1000);
    const intakeRate = EVENTS / (accepted / 1000);
    return [
      {
        ok: recorded === unique && ok200 === EVENTS,
        line: `donation webhooks: ${EVENTS} signed events (${EVENTS - unique} duplicates) -> ${recorded} donations recorded, ${unique} unique (target: exactly ${unique}); answers ${JSON.stringify(Object.fromEntries(statuses))}`,
      },
      {
        ok: true,
        line: `donation webhooks drain: ${drainRate.toFixed(0)} events/s recorded by 1 worker (${(drained / 1000).toFixed(2)} s for ${unique}); gateway intake ${intakeRate.toFixed(0)} events/s; drain/intake ${(drainRate / intakeRate).toFixed(2)} x`,
      },
    ];
  } finally {
    clearTimeout(limit);
    await Promise.all([...children].map(stop));
    await mongo
      .db()
      .dropDatabase()
      .catch(() => undefined);
    await mongo.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { TEST_MONGODB_URI, TEST_REDIS_URL } = process.env;
  if (!TEST_MONGODB_URI || !TEST_REDIS_URL) {
    console.error('Set TEST_MONGODB_URI and TEST_REDIS_URL (or run `npm run bench`).');
    process.exit(1);
  }
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const mongoUri = TEST_MONGODB_URI.replace(/\/[^/]*$/, `/renewed_bench_webhooks_${randomBytes(3).toString('hex')}`);
  const results = await runWebhookBench({ root, mongoUri, redisUrl: TEST_REDIS_URL });
  for (const result of results) console.log(`${result.ok ? 'PASS' : 'FAIL'} ${result.line}`);
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}
