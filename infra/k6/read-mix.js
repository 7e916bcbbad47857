// k6 run infra/k6/read-mix.js -e BASE_URL=https://renewed.example
import { runScenario } from './lib.js';

export const options = {
  stages: [
    { duration: '30s', target: 20 },
    { duration: '1m', target: 50 },
    { duration: '30s', target: 0 },
  ],
  thresholds: { checks: ['rate>0.999'], http_req_duration: ['p(95)<300'] },
};

export default function () {
  runScenario('read-mix');
}
