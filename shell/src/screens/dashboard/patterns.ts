import type { SymptomLog } from '@renewed/contracts';

export type PatternSummary = {
  countThisWeek: number;
  averageSeverity: number | null;
  mostCommonTrigger: string | null;
  /** Hot flashes per day for the last 14 days, oldest first (index 13 is today). */
  daily: Array<{ date: string; count: number }>;
};

const DAY_MS = 86_400_000;

function localDayKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * The visitor's own hot flash patterns: logs in the last 7 days (including today), their average
 * severity (one decimal), the most frequent trigger (ties: the one logged most recently), and a
 * 14-day daily count. Days are local calendar days.
 */
export function summarisePatterns(logs: readonly SymptomLog[], now: Date): PatternSummary {
  const hotFlashes = logs.filter((log) => log.symptomType === 'hot_flash');
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const weekStart = startOfToday - 6 * DAY_MS;
  const thisWeek = hotFlashes.filter((log) => {
    const time = Date.parse(log.timestamp);
    return time >= weekStart && time <= now.getTime();
  });
  const severities = thisWeek.map((log) => log.severity ?? 0).filter((value) => value > 0);
  const averageSeverity = severities.length
    ? Math.round((severities.reduce((a, b) => a + b, 0) / severities.length) * 10) / 10
    : null;

  const triggerCounts = new Map<string, { count: number; latest: number }>();
  for (const log of thisWeek) {
    for (const trigger of log.triggers ?? []) {
      const entry = triggerCounts.get(trigger) ?? { count: 0, latest: 0 };
      triggerCounts.set(trigger, { count: entry.count + 1, latest: Math.max(entry.latest, Date.parse(log.timestamp)) });
    }
  }
  let mostCommonTrigger: string | null = null;
  let best = { count: 0, latest: 0 };
  for (const [trigger, entry] of triggerCounts) {
    if (entry.count > best.count || (entry.count === best.count && entry.latest > best.latest)) {
      mostCommonTrigger = trigger;
      best = entry;
    }
  }

  const counts = new Map<string, number>();
  for (const log of hotFlashes) {
    const key = localDayKey(new Date(log.timestamp));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const daily = Array.from({ length: 14 }, (_, index) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (13 - index));
    const key = localDayKey(day);
    return { date: key, count: counts.get(key) ?? 0 };
  });

  return { countThisWeek: thisWeek.length, averageSeverity, mostCommonTrigger, daily };
}
