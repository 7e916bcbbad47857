// k6 run infra/k6/webhook-burst.js -e BASE_URL=https://renewed.example -e STRIPE_WEBHOOK_SECRET=whsec_...
// A burst of Stripe-signed payment_intent.succeeded events at a constant arrival rate; every
// duplicateEvery-th delivery repeats the one before, as Stripe retries do. Each must be answered
// 200 at once; the jobs worker records each event once. Use a test-mode endpoint's secret: the
// events are made up and would appear as donations.
// Event and path: scenarios.json `k6.scenarios.webhook-burst`; load and thresholds: `k6.scripts.webhook-burst.options`.
import http from 'k6/http';
import { check } from 'k6';
import crypto from 'k6/crypto';
import { BASE_URL, scenario, script } from './lib.js';

const SCRIPT = script('webhook-burst');
const BURST = scenario(SCRIPT.scenario);
const SECRET = __ENV.STRIPE_WEBHOOK_SECRET;
if (!SECRET) throw new Error('Set the webhook signing secret: -e STRIPE_WEBHOOK_SECRET=whsec_...');

export const options = SCRIPT.options;

/**
 * Stripe's signature header: t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${payload}` keyed with
 * the endpoint's signing secret> (https://docs.stripe.com/webhooks#verify-manually).
 */
export function stripeSignature(payload, secret, timestamp) {
  return `t=${timestamp},v1=${crypto.hmac('sha256', secret, `${timestamp}.${payload}`, 'hex')}`;
}

// Event ids unique to this virtual user of this run: [A-Za-z0-9_] only, as Stripe's are.
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}v${__VU}`;

export function eventPayload(id, created) {
  return JSON.stringify(BURST.event).split('{id}').join(id).split('"{created}"').join(String(created));
}

export default function () {
  const repeat = __ITER % BURST.duplicateEvery === BURST.duplicateEvery - 1;
  const id = `${RUN}i${repeat ? __ITER - 1 : __ITER}`;
  const timestamp = Math.floor(Date.now() / 1000);
  const payload = eventPayload(id, timestamp);
  const response = http.post(`${BASE_URL}${BURST.path}`, payload, {
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, SECRET, timestamp) },
    tags: { name: `POST ${BURST.path}` },
  });
  check(response, { [repeat ? 'redelivered event accepted' : 'event accepted']: (r) => r.status === 200 });
}
