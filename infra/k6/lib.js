// Shared by the k6 scripts. Every script reads ONE definition, infra/bench/scenarios.json, which
// the local runner (infra/bench/run.mjs) reads too, so the two cannot drift: the requests of each
// scenario come from `scenarios` (both runners) or `k6.scenarios` (k6 only), and each script's
// load shape and thresholds from `k6.scripts.<name>.options`.
import http from 'k6/http';
import { check } from 'k6';
import { randomBytes } from 'k6/crypto';
import encoding from 'k6/encoding';

export const definition = JSON.parse(open('../bench/scenarios.json'));
export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');

/** A visitor session id as the app makes one: session-<epoch ms>-<128 random bits, base64url>. */
export function sessionId() {
  return `session-${Date.now()}-${encoding.b64encode(randomBytes(16), 'rawurl')}`;
}

export function script(name) {
  const entry = definition.k6.scripts[name];
  if (!entry) throw new Error(`infra/bench/scenarios.json has no k6.scripts.${name}`);
  return entry;
}

export function scenario(name) {
  const found = definition.scenarios[name] || definition.k6.scenarios[name];
  if (!found) throw new Error(`infra/bench/scenarios.json has no scenario ${name}`);
  return found;
}

function fill(text, session) {
  return text
    .split('{session}')
    .join(session)
    .split('{cell}')
    .join(String(Math.floor(Math.random() * 25)));
}

/**
 * One iteration of a request scenario as one new visitor: each request `weight` times, with the
 * visitor's session header where the route needs one. A request passes its check on a 2xx, or on
 * one of the scenario's `okStatuses`. Requests are tagged with their path template, so paths that
 * carry a session id still form one series in the results.
 */
export function runScenario(name) {
  const { requests, okStatuses } = scenario(name);
  const session = sessionId();
  for (const request of requests) {
    for (let i = 0; i < (request.weight || 1); i += 1) {
      const headers = {};
      if (request.session) headers['x-session-id'] = session;
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      const body = request.body === undefined ? null : fill(JSON.stringify(request.body), session);
      const label = `${request.method} ${request.path}`;
      const response = http.request(request.method, `${BASE_URL}${fill(request.path, session)}`, body, {
        headers,
        tags: { name: label },
      });
      check(response, {
        [label]: (r) => (okStatuses ? okStatuses.includes(r.status) : r.status >= 200 && r.status < 300),
      });
    }
  }
}
