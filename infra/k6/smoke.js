// k6 run infra/k6/smoke.js -e BASE_URL=https://renewed.example
import { runScenario } from './lib.js';

export const options = { vus: 2, duration: '30s', thresholds: { checks: ['rate==1'], http_req_duration: ['p(95)<500'] } };

export default function () {
  runScenario('smoke');
}
