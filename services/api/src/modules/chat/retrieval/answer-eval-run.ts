import type { ChatMessage } from '@renewed/contracts';
import type { AnswerCardIndex } from './answer-cards';
import { ANSWER_EVAL, type AnswerEvalRow } from './answer-eval';

export type AnswerEvalMiss = { ask: string; expected: string; got: string; split: AnswerEvalRow['split'] };
export type AnswerEvalScore = { hits: number; total: number; accuracy: number };
export type AnswerEvalReport = { all: AnswerEvalScore; tune: AnswerEvalScore; test: AnswerEvalScore; misses: AnswerEvalMiss[] };

const asMessages = (ask: AnswerEvalRow['ask']): ChatMessage[] =>
  (typeof ask === 'string' ? [ask] : ask).map((content) => ({ role: 'user', content }));

function score(rows: ReadonlyArray<{ hit: boolean }>): AnswerEvalScore {
  const hits = rows.filter((row) => row.hit).length;
  return { hits, total: rows.length, accuracy: rows.length === 0 ? 0 : hits / rows.length };
}

/**
 * Top-1 accuracy of the answer cards over the evaluation set: a case is a hit when the card
 * chosen is the expected one, or when nothing is chosen and none was expected.
 */
export function runAnswerEval(index: AnswerCardIndex, rows: readonly AnswerEvalRow[] = ANSWER_EVAL): AnswerEvalReport {
  const results = rows.map((row) => {
    const got = index.match(asMessages(row.ask))?.card.id ?? null;
    return { row, got, hit: got === row.expect };
  });
  return {
    all: score(results),
    tune: score(results.filter((result) => result.row.split === 'tune')),
    test: score(results.filter((result) => result.row.split === 'test')),
    misses: results
      .filter((result) => !result.hit)
      .map(({ row, got }) => ({
        ask: typeof row.ask === 'string' ? row.ask : row.ask.join(' → '),
        expected: row.expect ?? '(no good answer)',
        got: got ?? '(no good answer)',
        split: row.split,
      })),
  };
}

/** The report as plain text lines (accuracy per split, then every miss). */
export function formatAnswerEval(report: AnswerEvalReport, withMisses: 'tune' | 'all' = 'all'): string {
  const line = (name: string, entry: AnswerEvalScore) =>
    `${name.padEnd(6)} ${String(entry.hits).padStart(3)}/${String(entry.total).padEnd(3)} ${(entry.accuracy * 100).toFixed(1)}%`;
  const misses = report.misses.filter((miss) => withMisses === 'all' || miss.split === 'tune');
  return [
    'Answer cards: top-1 accuracy',
    line('tune', report.tune),
    line('test', report.test),
    line('all', report.all),
    ...(misses.length > 0 ? ['misses:', ...misses.map((miss) => `  [${miss.split}] "${miss.ask}" -> ${miss.got} (expected ${miss.expected})`)] : []),
  ].join('\n');
}
