import type { LabelledExample, SafetyLabel } from './eval/labels';
import { SAFETY_LABELS } from './eval/labels';
import { screenConversation, type ScreenLayers } from './red-flags';
import { DOSING_QUESTION } from './safety-rules';

/** What the screen makes of one labelled example (a dosing question counts as a medicine change). */
export function predictedLabel(message: string | readonly string[], layers: ScreenLayers = { classifier: true }): SafetyLabel {
  const questions = typeof message === 'string' ? [message] : message;
  const flag = screenConversation(questions, layers);
  if (flag) return flag.category;
  return DOSING_QUESTION.some((pattern) => pattern.test(questions.at(-1) ?? '')) ? 'medicine-change' : 'ordinary';
}

export type Evaluation = {
  /** confusion[expected][predicted] = count */
  confusion: Record<SafetyLabel, Record<SafetyLabel, number>>;
  /** Share of each category's messages given that category (for ordinary: an ordinary answer). */
  recall: Record<SafetyLabel, number>;
  /** Share of ordinary questions given any red flag. */
  falseAlarmRate: number;
  counts: Record<SafetyLabel, number>;
  misses: Array<{ expected: SafetyLabel; predicted: SafetyLabel; message: string | readonly string[] }>;
};

export function evaluate(examples: readonly LabelledExample[]): Evaluation {
  const zero = () => Object.fromEntries(SAFETY_LABELS.map((label) => [label, 0])) as Record<SafetyLabel, number>;
  const confusion = Object.fromEntries(SAFETY_LABELS.map((label) => [label, zero()])) as Evaluation['confusion'];
  const counts = zero();
  const misses: Evaluation['misses'] = [];
  for (const [expected, message] of examples) {
    const predicted = predictedLabel(message);
    confusion[expected][predicted] += 1;
    counts[expected] += 1;
    if (predicted !== expected) misses.push({ expected, predicted, message });
  }
  const recall = zero();
  for (const label of SAFETY_LABELS) recall[label] = counts[label] === 0 ? 0 : confusion[label][label] / counts[label];
  return { confusion, recall, falseAlarmRate: 1 - recall.ordinary, counts, misses };
}

/** The confusion table as Markdown, rows = what a message is, columns = what the screen said. */
export function confusionTable(evaluation: Evaluation): string {
  const header = `| is \\ screened as | ${SAFETY_LABELS.join(' | ')} | n | recall |`;
  const rule = `|${' --- |'.repeat(SAFETY_LABELS.length + 3)}`;
  const rows = SAFETY_LABELS.map(
    (label) =>
      `| ${label} | ${SAFETY_LABELS.map((column) => evaluation.confusion[label][column]).join(' | ')} | ${evaluation.counts[label]} | ${evaluation.counts[label] === 0 ? 'none to catch' : `${(100 * evaluation.recall[label]).toFixed(1)} %`} |`,
  );
  return [
    header,
    rule,
    ...rows,
    '',
    `False alarms on ordinary questions: ${(100 * evaluation.falseAlarmRate).toFixed(1)} % (${evaluation.counts.ordinary - evaluation.confusion.ordinary.ordinary} of ${evaluation.counts.ordinary}).`,
  ].join('\n');
}
