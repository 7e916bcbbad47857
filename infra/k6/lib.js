// Shared by the k6 scripts: the scenario definitions live in infra/bench/scenarios.json.
import http from 'k6/http';
import { check } from 'k6';

export const definition = JSON.parse(open('../bench/scenarios.json'));
export const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';

function sessionId() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let random = '';
  for (let i = 0; i < 22; i += 1) random += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `session-${Date.now()}-${random}`;
}

export function runScenario(name) {
  const requests = definition.scenarios[name].requests;
  const session = sessionId();
  for (const request of requests) {
    for (let i = 0; i < (request.weight || 1); i += 1) {
      const headers = request.session ? { 'x-session-id': session } : {};
      const response = http.request(request.method, `${BASE_URL}${request.path}`, null, { headers });
      check(response, { [`${request.method} ${request.path} ok`]: (r) => r.status >= 200 && r.status < 300 });
    }
  }
}
