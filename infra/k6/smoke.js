// k6 run infra/k6/smoke.js -e BASE_URL=https://renewed.example
// Liveness, readiness and the cached catalogue; every request must succeed.
// Requests: scenarios.json `scenarios.smoke`; load and thresholds: `k6.scripts.smoke.options`.
import { runScenario, script } from './lib.js';

const SCRIPT = script('smoke');
export const options = SCRIPT.options;

export default function () {
  runScenario(SCRIPT.scenario);
}
