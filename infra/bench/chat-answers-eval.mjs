// Ask an Auntie's answer cards: top-1 accuracy over the evaluation set (tune and held-out test
// parts), with every miss, from the built API (`npx nx run-many -t build` first). The same figures
// are checked by services/api/src/modules/chat/retrieval/answer-cards.spec.ts in `npm test`.
// Exits non-zero under 90% overall. Usage: node infra/bench/chat-answers-eval.mjs [--json]
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const retrieval = resolve(root, 'services/api/dist/modules/chat/retrieval');

/** The evaluation report from the built code (the unit test runs the same function on the sources). */
export function chatAnswersEval() {
  const { AnswerCardIndex } = require(`${retrieval}/answer-cards.js`);
  const { runAnswerEval, formatAnswerEval } = require(`${retrieval}/answer-eval-run.js`);
  const report = runAnswerEval(new AnswerCardIndex());
  return { report, text: formatAnswerEval(report) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { report, text } = chatAnswersEval();
  console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : text);
  process.exitCode = report.all.accuracy >= 0.9 ? 0 : 1;
}
