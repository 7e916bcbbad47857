// A small local fake of the Stripe HTTP API for tests only (integration tests, the browser-test
// server, the benchmark): just `POST /v1/payment_intents`, the one call the API makes. The real
// `stripe` package talks to it through STRIPE_API_BASE_URL. Plain CommonJS so jest, the ESM
// browser-test server and the benchmark can all load it without a build.
'use strict';
const { createServer } = require('node:http');
const { randomBytes } = require('node:crypto');

/** A donation of this many cents makes the fake refuse, as Stripe would refuse a bad request. */
const FAILING_AMOUNT_CENTS = 1313;

function stripeError(response, status, type, message) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  response.end(JSON.stringify({ error: { type, message } }));
}

/**
 * Starts the fake on a free port. `requests` records every payment-intent call (amount, currency,
 * idempotency key); `failWith(status)` makes the next calls fail until cleared with `failWith()`.
 */
function startFakeStripe() {
  const requests = [];
  const byIdempotencyKey = new Map();
  let failure;
  let counter = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/payment_intents') {
        return stripeError(
          response,
          404,
          'invalid_request_error',
          `Unrecognized request URL (${request.method}: ${request.url}).`,
        );
      }
      if (!/^Bearer (sk|rk)_/.test(request.headers.authorization ?? '')) {
        return stripeError(response, 401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      const idempotencyKey = request.headers['idempotency-key'];
      if (!idempotencyKey) return stripeError(response, 400, 'invalid_request_error', 'This fake requires an Idempotency-Key.');
      const form = new URLSearchParams(body);
      const amount = Number(form.get('amount'));
      const currency = form.get('currency');
      requests.push({
        amount,
        currency,
        idempotencyKey,
        automaticPaymentMethods: form.get('automatic_payment_methods[enabled]'),
      });
      if (failure)
        return stripeError(
          response,
          failure,
          failure >= 500 ? 'api_error' : 'invalid_request_error',
          'The fake Stripe API was told to fail.',
        );
      if (amount === FAILING_AMOUNT_CENTS) return stripeError(response, 402, 'card_error', 'Your card was declined.');
      if (!Number.isInteger(amount) || amount < 50 || !/^[a-z]{3}$/.test(currency ?? '')) {
        return stripeError(response, 400, 'invalid_request_error', 'Invalid amount or currency.');
      }
      const known = byIdempotencyKey.get(idempotencyKey);
      if (known) {
        response.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return response.end(JSON.stringify(known));
      }
      counter += 1;
      const id = `pi_fake${counter}${randomBytes(6).toString('hex')}`;
      const intent = {
        id,
        object: 'payment_intent',
        amount,
        currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      byIdempotencyKey.set(idempotencyKey, intent);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(intent));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        failWith(status) {
          failure = status;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

module.exports = { startFakeStripe, FAILING_AMOUNT_CENTS };
