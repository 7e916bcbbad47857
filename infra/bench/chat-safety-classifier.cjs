// Cross-validation of the safety screen's second layer (docs/chat-safety.md, "The second layer:
// a small classifier"): trains the classifier on all training sets but one and scores it on the
// one left out, then trains on all of them and scores the held-out test set. For each, it prints
// how many red-flag messages the classifier alone catches, and how many ordinary questions it
// would raise that the rules leave ordinary (the false alarms it adds).
// Run with `npm run eval:chat-safety-classifier`.
const path = require('node:path');

const safety = path.resolve(__dirname, '../../services/api/src/modules/chat/safety');
const { RAISED_CATEGORIES, RAISE_THRESHOLDS, TRAINING_SETS, trainBinary } = require(path.join(safety, 'classifier.ts'));
const { SAFETY_TEST_SET } = require(path.join(safety, 'eval/safety-test-set.ts'));
const { predictedLabel } = require(path.join(safety, 'evaluate.ts'));

// Each fixed threshold for every model, then the shipped ones (each model its own, RAISE_THRESHOLDS).
const SHIPPED = 'shipped';
const thresholds = [0.4, 0.5, 0.7, 0.8, 0.9, SHIPPED];
const at = (threshold, category) => (threshold === SHIPPED ? RAISE_THRESHOLDS[category] : threshold);
const folds = [
  ...Object.keys(TRAINING_SETS).map((held) => [
    held,
    Object.entries(TRAINING_SETS).filter(([name]) => name !== held).flatMap(([, set]) => set),
    TRAINING_SETS[held],
  ]),
  ['held-out test set', Object.values(TRAINING_SETS).flat(), SAFETY_TEST_SET],
];

const totals = Object.fromEntries(thresholds.map((t) => [t, { caught: 0, flags: 0, added: 0, ordinary: 0 }]));
for (const [held, train, test] of folds) {
  const models = RAISED_CATEGORIES.map((category) => [category, trainBinary(train, category)]);
  const scored = test.map(([label, message]) => ({ label, message, rules: predictedLabel(message, { classifier: false }), p: Object.fromEntries(models.map(([c, m]) => [c, m(message)])) }));
  console.log(`\n## Held out: ${held} (${test.length} messages; trained on ${train.length})\n`);
  console.log('| threshold | ' + RAISED_CATEGORIES.map((c) => `${c} caught by the classifier alone`).join(' | ') + ' | ordinary raised that the rules leave ordinary |');
  console.log(`|${' --- |'.repeat(RAISED_CATEGORIES.length + 2)}`);
  for (const threshold of thresholds) {
    const cells = RAISED_CATEGORIES.map((category) => {
      const flags = scored.filter((row) => row.label === category);
      const caught = flags.filter((row) => row.p[category] >= at(threshold, category)).length;
      if (held !== 'held-out test set') { totals[threshold].caught += caught; totals[threshold].flags += flags.length; }
      return `${caught}/${flags.length}`;
    });
    const ordinary = scored.filter((row) => row.label === 'ordinary');
    const added = ordinary.filter((row) => row.rules === 'ordinary' && RAISED_CATEGORIES.some((c) => row.p[c] >= at(threshold, c)));
    if (held !== 'held-out test set') { totals[threshold].added += added.length; totals[threshold].ordinary += ordinary.length; }
    console.log(`| ${threshold} | ${cells.join(' | ')} | ${added.length}/${ordinary.length} |`);
    if (threshold === SHIPPED) for (const row of added) console.log(`- raised: ${JSON.stringify(row.message)}`);
  }
}
console.log('\n## Across the left-out training sets\n');
for (const threshold of thresholds) {
  const t = totals[threshold];
  console.log(`- threshold ${threshold}: red flags caught by the classifier alone ${t.caught}/${t.flags} (${((100 * t.caught) / t.flags).toFixed(1)} %), false alarms added ${t.added}/${t.ordinary} (${((100 * t.added) / t.ordinary).toFixed(1)} %)`);
}
