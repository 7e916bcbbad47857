// Prints the per-tier counts of the last `npm test` run and the total on the last line.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const read = (file) => (existsSync(join(dir, file)) ? JSON.parse(readFileSync(join(dir, file), 'utf8')) : undefined);

const tiers = [];
for (const [name, file] of [['unit', 'unit.json'], ['integration', 'integration.json'], ['fuzz', 'fuzz.json'], ['topology', 'topology.json']]) {
  const report = read(file);
  tiers.push(report ? { name, passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) } : { name, passed: 0, failed: 1, missing: true });
}
const browser = read('browser.json');
tiers.push(
  browser
    ? { name: 'browser', passed: browser.stats.expected + browser.stats.flaky, failed: browser.stats.unexpected }
    : { name: 'browser', passed: 0, failed: 1, missing: true },
);

// A failed step that is not a test tier (lint, type checks, build) counts as one failure.
const failedSteps = existsSync(join(dir, 'failed-steps')) ? readFileSync(join(dir, 'failed-steps'), 'utf8').split('\n').filter(Boolean) : [];
for (const step of failedSteps.filter((name) => !/tests/.test(name))) tiers.push({ name: step, passed: 0, failed: 1, step: true });

for (const tier of tiers) {
  if (tier.step) {
    console.log(`failed step: ${tier.name}`);
    continue;
  }
  console.log(`${tier.name.padEnd(12)} ${tier.missing ? 'did not run' : `${tier.passed} passed, ${tier.failed} failed`}`);
}
const passed = tiers.reduce((sum, tier) => sum + tier.passed, 0);
const failed = tiers.reduce((sum, tier) => sum + tier.failed, 0);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
