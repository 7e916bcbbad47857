// The server the browser tests use: the built API serving the built web app (BullMQ driver) plus
// a separate worker process, on the test MongoDB and Redis. Stops both when it is stopped.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeStripe } from '../../services/api/test/fake-stripe.cjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { TEST_MONGODB_URI, TEST_REDIS_URL, E2E_PORT = '8790' } = process.env;
if (!TEST_MONGODB_URI || !TEST_REDIS_URL) {
  console.error('TEST_MONGODB_URI and TEST_REDIS_URL must be set: run the browser tests through `npm test`.');
  process.exit(1);
}
const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
// Card donations run against a local fake of the Stripe HTTP API; the browser's Stripe.js is a test double.
const fakeStripe = await startFakeStripe();
const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  MONGODB_URI: `${TEST_MONGODB_URI.replace(/\/[^/]*$/, '')}/renewed_e2e_${suffix}`,
  REDIS_URL: TEST_REDIS_URL,
  QUEUE_DRIVER: 'bullmq',
  QUEUE_PREFIX: `e2e_${suffix}`,
  // Every browser test comes from one address, many more visitors a minute than any household.
  RATE_LIMIT_FACTOR: '10',
  WEB_DIST_DIR: root,
  PORT: E2E_PORT,
  HOST: '127.0.0.1',
  // Example external sites (reserved .example domains): the tests check links and frames, never visit them.
  SITE_TAROT_URL: 'https://tarot.example',
  SITE_COMMUNITY_URL: 'https://community.example/renewed',
  SITE_PARTNER_LINKS: 'Forest Oracle|https://oracle.example,Aromatherapy|https://aroma.example,Transformation Lab|https://lab.example',
  SITE_SCANNER_URL: 'https://scanner.example',
  COACHING_PROVIDER_NAME: 'Jane Example',
  COACHING_PROVIDER_QUALIFICATIONS: 'Certified health and wellness coach (example)',
  COACHING_BOOKING_URL: 'https://booking.example/renewed',
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
  STRIPE_API_BASE_URL: fakeStripe.url,
};

const children = [
  spawn(process.execPath, [resolve(root, 'services/api/dist/main.js')], { env, stdio: 'inherit' }),
  spawn(process.execPath, [resolve(root, 'services/api/dist/worker.js')], { env, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  void fakeStripe.close();
  setTimeout(() => process.exit(0), 3_000).unref();
};
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
