// k6 run infra/k6/read-mix.js -e BASE_URL=https://renewed.example
// What visitors read most: the catalogue, Smart Stacks, bingo boards and their own progress.
// Requests: scenarios.json `scenarios.read-mix`; load and thresholds: `k6.scripts.read-mix.options`.
import { runScenario, script } from './lib.js';

const SCRIPT = script('read-mix');
export const options = SCRIPT.options;

export default function () {
  runScenario(SCRIPT.scenario);
}
