import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import type { Connection } from 'mongoose';
import Stripe from 'stripe';
import type { ResolvedConfig } from '../../app.module';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.cjs';
import { api, eventually, isolatedNames, startApi, startWorker, testConfig, type RunningApi } from '../../../test/harness';
import { DONATIONS_COLLECTION } from './donations.schema';
import { DonationReceivedEvent } from './events/donation-received.event';

const WEBHOOK_SECRET = 'whsec_test_integration_secret';

function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_integration',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_integration',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: fake.url,
    DONATION_MAX_AMOUNT: '5000',
  };
}

let sequence = 0;
/** A Stripe event as Stripe sends it (shape of the API objects the mapper reads). */
function succeededEvent(amount = 1999) {
  sequence += 1;
  const suffix = `${process.pid}x${sequence}x${Math.random().toString(36).slice(2, 10)}`;
  return {
    id: `evt_${suffix}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: `pi_${suffix}`,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'usd',
        status: 'succeeded',
        receipt_email: 'someone@example.com',
      },
    },
  };
}

/** Posts an event signed like Stripe does (the real library's test header generator). */
function deliver(baseUrl: string, event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return api(baseUrl, '/api/webhooks/stripe', { method: 'POST', rawBody: payload, headers: { 'stripe-signature': signature } });
}


/** The donations MongoDB holds, read straight from the collection (the app itself never lists them). */
type StoredDonation = { _id: string; eventId: string; amountCents: number; currency: string; succeededAt: Date; refundedCents: number };
function storedDonations(app: INestApplicationContext) {
  const donations = app.get<Connection>(MONGO_CONNECTION).collection<StoredDonation>(DONATIONS_COLLECTION);
  return {
    all: async () => (await donations.find().toArray()).map(({ _id, ...fields }) => ({ paymentIntentId: _id, ...fields })),
    count: () => donations.countDocuments(),
  };
}

describe('donations (bullmq driver: gateway + worker, fake Stripe HTTP API)', () => {
  let fake: FakeStripe;
  let config: ResolvedConfig;
  let gateway: RunningApi;
  let worker: INestApplicationContext | undefined;
  const received: DonationReceivedEvent[] = [];

  const repository = () => storedDonations(gateway.app);
  const queue = () => gateway.app.get<Queue>(getQueueToken('donation-webhooks'), { strict: false });

  async function startConsumer() {
    worker = await startWorker({ ...config, workerQueues: ['donation-webhooks'] });
    worker.get(EventBus).subscribe((event) => {
      if (event instanceof DonationReceivedEvent) received.push(event);
    });
  }

  beforeAll(async () => {
    fake = await startFakeStripe();
    config = testConfig({ driver: 'bullmq', ...isolatedNames('donations'), env: stripeEnv(fake) });
    gateway = await startApi(config);
    await startConsumer();
  });

  afterAll(async () => {
    await worker?.close();
    await gateway?.close();
    await fake?.close();
  });

  it('serves the publishable key and limits at run time', async () => {
    const response = await api(gateway.baseUrl, '/api/donations/config');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      enabled: true,
      publishableKey: 'pk_test_integration',
      currency: 'usd',
      minAmount: 1,
      maxAmount: 5000,
    });
  });

  it('creates a PaymentIntent in exact cents with an idempotency key', async () => {
    const response = await api(gateway.baseUrl, '/api/create-donation-intent', { method: 'POST', body: { amount: 19.99 } });
    expect(response.status).toBe(200);
    expect(response.json.clientSecret).toMatch(/^pi_fake\w+_secret_\w+$/);
    const call = fake.requests.at(-1)!;
    expect(call).toMatchObject({ amount: 1999, currency: 'usd', automaticPaymentMethods: 'true' });
    expect(call.idempotencyKey).toMatch(/^donation-intent-[0-9a-f-]{36}$/);

    await api(gateway.baseUrl, '/api/create-donation-intent', { method: 'POST', body: { amount: 10.01 } });
    expect(fake.requests.at(-1)!.amount).toBe(1001);
    expect(fake.requests.at(-1)!.idempotencyKey).not.toBe(call.idempotencyKey);
  });

  it.each([
    [{ amount: 'ten' }, 'amount must be a number'],
    [{ amount: -5 }, 'at least $1'],
    [{ amount: 0.5 }, 'at least $1'],
    [{ amount: 0.1 + 0.2 }, 'at least $1'],
    [{ amount: 2.345 }, 'at most 2 decimals'],
    [{ amount: 1e9 }, 'at most'],
    [{ amount: 5000.01 }, 'at most $5000'],
    [{}, 'amount'],
    [{ amount: 5, sessionId: 'x' }, 'sessionId'],
  ])('refuses %j with a readable 400 and calls no one', async (body, message) => {
    const before = fake.requests.length;
    const response = await api(gateway.baseUrl, '/api/create-donation-intent', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.json.message).toContain(message);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a body that is not JSON with a 4xx', async () => {
    const response = await api(gateway.baseUrl, '/api/create-donation-intent', { method: 'POST', rawBody: '{"amount":' });
    expect(response.status).toBe(400);
  });

  it('turns a Stripe failure into a readable 502', async () => {
    const declined = await api(gateway.baseUrl, '/api/create-donation-intent', { method: 'POST', body: { amount: 13.13 } });
    expect(declined.status).toBe(502);
    expect(declined.json.message).toBe('The payment service could not start this donation: Your card was declined.');
    fake.failWith(400);
    try {
      const failed = await api(gateway.baseUrl, '/api/create-donation-intent', { method: 'POST', body: { amount: 5 } });
      expect(failed.status).toBe(502);
      expect(failed.json).toMatchObject({ statusCode: 502, error: 'Bad Gateway' });
    } finally {
      fake.failWith(undefined);
    }
  });

  it('records a signed payment_intent.succeeded once, without personal data, and publishes DonationReceived', async () => {
    const event = succeededEvent(2500);
    const response = await deliver(gateway.baseUrl, event);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ received: true });
    const donation = await eventually(async () =>
      (await repository().all()).find((item) => item.paymentIntentId === event.data.object.id),
    );
    expect(donation).toMatchObject({ eventId: event.id, amountCents: 2500, currency: 'usd', refundedCents: 0 });
    expect(JSON.stringify(await repository().all())).not.toContain('someone@example.com');
    await eventually(async () => (received.some((item) => item.paymentIntentId === event.data.object.id) ? true : undefined));
    expect(received.filter((item) => item.paymentIntentId === event.data.object.id)).toHaveLength(1);
  });

  it('records the same event delivered 20 times, one after another and concurrently, exactly once', async () => {
    const sequential = succeededEvent();
    for (let i = 0; i < 20; i += 1) expect((await deliver(gateway.baseUrl, sequential)).status).toBe(200);
    const concurrent = succeededEvent();
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(gateway.baseUrl, concurrent)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const ids = [sequential.data.object.id, concurrent.data.object.id];
    await eventually(async () => {
      const all = await repository().all();
      return ids.every((id) => all.some((item) => item.paymentIntentId === id)) ? true : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // give any duplicate time to land
    const all = await repository().all();
    for (const id of ids) expect(all.filter((item) => item.paymentIntentId === id)).toHaveLength(1);
    for (const id of ids) expect(received.filter((item) => item.paymentIntentId === id)).toHaveLength(1);
  });

  it('refuses a bad or missing signature with 400 and enqueues nothing', async () => {
    const event = succeededEvent();
    const counts = async () => JSON.stringify(await queue().getJobCounts());
    const before = await counts();
    const wrongSecret = await deliver(gateway.baseUrl, event, 'whsec_not_the_secret');
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.json.message).toBe('The Stripe signature does not match: event refused.');
    const missing = await api(gateway.baseUrl, '/api/webhooks/stripe', { method: 'POST', rawBody: JSON.stringify(event) });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('The Stripe-Signature header is missing.');
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await api(gateway.baseUrl, '/api/webhooks/stripe', {
      method: 'POST',
      rawBody: payload.replace('"amount":1999', '"amount":9999'),
      headers: { 'stripe-signature': signature },
    });
    expect(tampered.status).toBe(400);
    expect(await queue().getJob(event.id)).toBeUndefined();
    expect(await counts()).toBe(before);
    expect((await repository().all()).some((item) => item.eventId === event.id)).toBe(false);
  });

  it('refuses a signature dated outside the tolerance, in the past or in the future, and enqueues nothing', async () => {
    for (const offsetSeconds of [-3_600, 3_600, 30 * 24 * 3_600]) {
      const event = succeededEvent();
      const payload = JSON.stringify(event);
      const timestamp = Math.floor(Date.now() / 1000) + offsetSeconds;
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
      const response = await api(gateway.baseUrl, '/api/webhooks/stripe', {
        method: 'POST',
        rawBody: payload,
        headers: { 'stripe-signature': signature },
      });
      expect({ offsetSeconds, status: response.status, code: response.json.code }).toEqual({
        offsetSeconds,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(await queue().getJob(event.id)).toBeUndefined();
    }
    // Within the tolerance (a clock a minute ahead) the event is taken.
    const event = succeededEvent();
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) + 60,
    });
    const response = await api(gateway.baseUrl, '/api/webhooks/stripe', {
      method: 'POST',
      rawBody: payload,
      headers: { 'stripe-signature': signature },
    });
    expect(response.status).toBeLessThan(300);
  });

  it('applies refunds idempotently and records nothing for a failed payment or an unused event type', async () => {
    const paid = succeededEvent(1000);
    await deliver(gateway.baseUrl, paid);
    await eventually(async () => ((await repository().all()).some((item) => item.eventId === paid.id) ? true : undefined));
    const refund = {
      id: `evt_refund${sequence}${process.pid}`,
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { id: 'ch_1', object: 'charge', payment_intent: paid.data.object.id, amount_refunded: 400, currency: 'usd' },
      },
    };
    await deliver(gateway.baseUrl, refund);
    await deliver(gateway.baseUrl, refund);
    const refunded = await eventually(async () => {
      const donation = (await repository().all()).find((item) => item.eventId === paid.id);
      return donation?.refundedCents === 400 ? donation : undefined;
    });
    expect(refunded.amountCents).toBe(1000);

    const before = await repository().count();
    const failed = { ...succeededEvent(), type: 'payment_intent.payment_failed' };
    expect((await deliver(gateway.baseUrl, failed)).status).toBe(200);
    const other = { ...succeededEvent(), type: 'customer.created' };
    expect((await deliver(gateway.baseUrl, other)).status).toBe(200);
    // Processed: a finished job is removed from the queue at once.
    await eventually(async () => ((await queue().getJob(failed.id)) === undefined ? true : undefined));
    expect(await queue().getJob(other.id)).toBeUndefined();
    expect(await repository().count()).toBe(before);
  });

  it('keeps every event that arrives while the worker is stopped and records each once when it starts', async () => {
    await worker!.close();
    worker = undefined;
    const events = Array.from({ length: 40 }, () => succeededEvent(500));
    const deliveries = [...events, ...events.slice(0, 10)]; // 10 redelivered
    const answers = await Promise.all(deliveries.map((event) => deliver(gateway.baseUrl, event)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const ids = new Set(events.map((event) => event.data.object.id));
    const recordedOf = async () => (await repository().all()).filter((item) => ids.has(item.paymentIntentId)).length;
    expect(await recordedOf()).toBe(0);

    await startConsumer();
    await eventually(async () => ((await recordedOf()) === 40 ? true : undefined), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await recordedOf()).toBe(40);
    expect(received.filter((item) => ids.has(item.paymentIntentId))).toHaveLength(40);
  });
});

describe('donations (inline driver: no Redis)', () => {
  let fake: FakeStripe;
  let gateway: RunningApi;

  beforeAll(async () => {
    fake = await startFakeStripe();
    gateway = await startApi(testConfig({ driver: 'inline', ...isolatedNames('donations_inline'), env: stripeEnv(fake) }));
  });

  afterAll(async () => {
    await gateway?.close();
    await fake?.close();
  });

  it('records a valid event once, even delivered 20 times concurrently, and refuses a bad signature', async () => {
    const repository = storedDonations(gateway.app);
    const event = succeededEvent(300);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(gateway.baseUrl, event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    for (let i = 0; i < 5; i += 1) expect((await deliver(gateway.baseUrl, event)).status).toBe(200);
    const all = await repository.all();
    expect(all.filter((item) => item.eventId === event.id)).toHaveLength(1);
    expect(all).toHaveLength(1);

    expect((await deliver(gateway.baseUrl, succeededEvent(), 'whsec_wrong')).status).toBe(400);
    expect(await repository.count()).toBe(1);
  });

  it('creates intents here too', async () => {
    const response = await api(gateway.baseUrl, '/api/create-donation-intent', { method: 'POST', body: { amount: 3 } });
    expect(response.status).toBe(200);
    expect(fake.requests.at(-1)!.amount).toBe(300);
  });
});

describe('donations when Stripe is not configured', () => {
  let gateway: RunningApi;

  beforeAll(async () => {
    gateway = await startApi(testConfig({ driver: 'inline', ...isolatedNames('donations_off') }));
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('says card donations are off instead of failing', async () => {
    expect((await api(gateway.baseUrl, '/api/donations/config')).json).toEqual({
      enabled: false,
      minAmount: 1,
      maxAmount: 10_000,
    });
    const intent = await api(gateway.baseUrl, '/api/create-donation-intent', { method: 'POST', body: { amount: 5 } });
    expect(intent.status).toBe(503);
    expect(intent.json.message).toBe('Card donations are not available on this server.');
    const webhook = await deliver(gateway.baseUrl, succeededEvent());
    expect(webhook.status).toBe(503);
  });
});
