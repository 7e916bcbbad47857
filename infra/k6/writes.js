// k6 run infra/k6/writes.js -e BASE_URL=https://renewed.example
// One visitor's writes: a hot flash log, a bingo cell and a health self-check. The target needs
// RATE_LIMIT_FACTOR=100 or more: every virtual user shares this machine's address.
// Requests: scenarios.json `k6.scenarios.writes`; load and thresholds: `k6.scripts.writes.options`.
import { runScenario, script } from './lib.js';

const SCRIPT = script('writes');
export const options = SCRIPT.options;

export default function () {
  runScenario(SCRIPT.scenario);
}
