export type DailyCompletion = { done: number; total: number; percent: number };

/** 'n of 3 (x%)' from the ticked steps of a protocol with `total` steps: each valid step counts once. */
export function dailyCompletion(completedSteps: readonly number[], total: number): DailyCompletion {
  const done = new Set(completedSteps.filter((step) => Number.isInteger(step) && step >= 0 && step < total)).size;
  return { done, total, percent: total > 0 ? Math.round((done / total) * 100) : 0 };
}

/** The ticked steps with one step set ticked or not: ascending, each once (the optimistic update and its rollback). */
export function withStep(completedSteps: readonly number[], step: number, done: boolean): number[] {
  const next = new Set(completedSteps);
  if (done) next.add(step);
  else next.delete(step);
  return [...next].sort((a, b) => a - b);
}

export function completionText({ done, total, percent }: DailyCompletion): string {
  return `Daily completion: ${done} of ${total} (${percent}%)`;
}
