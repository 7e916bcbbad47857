// Prints the per-tier counts of the last `npm test` run and the total on the last line.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const read = (file) => (existsSync(join(dir, file)) ? JSON.parse(readFileSync(join(dir, file), 'utf8')) : undefined);

/** A Jest report's files as tiers: the fuzz files run in the integration tier's pool but count as their own tier. */
function jestTiers(report, name) {
  const counts = new Map([[name, { name, passed: 0, failed: 0 }]]);
  for (const file of report.testResults) {
    const tier = /\.fuzz-spec\.ts$/.test(file.name) ? 'fuzz' : name;
    const count = counts.get(tier) ?? counts.set(tier, { name: tier, passed: 0, failed: 0 }).get(tier);
    const statuses = file.assertionResults.map((result) => result.status);
    count.passed += statuses.filter((status) => status === 'passed').length;
    // A file that could not run (a syntax error, a failed import) has no results but a message.
    count.failed +=
      statuses.filter((status) => status === 'failed').length +
      (file.testExecError || (file.status === 'failed' && statuses.length === 0) ? 1 : 0);
  }
  return [...counts.values()];
}

const tiers = [];
for (const [names, file] of [
  [['unit'], 'unit.json'],
  [['integration', 'fuzz'], 'integration.json'],
  [['topology'], 'topology.json'],
]) {
  const report = read(file);
  const found = report ? jestTiers(report, names[0]) : [];
  for (const name of names) tiers.push(found.find((tier) => tier.name === name) ?? { name, passed: 0, failed: 1, missing: true });
}
const browser = read('browser.json');
tiers.push(
  browser
    ? { name: 'browser', passed: browser.stats.expected + browser.stats.flaky, failed: browser.stats.unexpected }
    : { name: 'browser', passed: 0, failed: 1, missing: true },
);

// A failed step that is not a test tier (lint, type checks, build) counts as one failure.
const failedSteps = existsSync(join(dir, 'failed-steps'))
  ? readFileSync(join(dir, 'failed-steps'), 'utf8').split('\n').filter(Boolean)
  : [];
for (const step of failedSteps.filter((name) => !/tests/.test(name)))
  tiers.push({ name: step, passed: 0, failed: 1, step: true });

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
