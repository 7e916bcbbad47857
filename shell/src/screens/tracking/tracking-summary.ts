import type { SymptomLog } from '@renewed/contracts';

/** The periods the tracking screen offers, in days (today included). */
export const TRACKING_PERIODS = [30, 90] as const;
export type TrackingPeriod = (typeof TRACKING_PERIODS)[number];

export type DaySummary = {
  /** Local calendar day, YYYY-MM-DD. */
  date: string;
  count: number;
  /** Mean severity (1-5) of that day's hot flashes, one decimal; null on a day without any. */
  averageSeverity: number | null;
};

export type RankedItem = { name: string; count: number };

export type TimeOfDayId = 'night' | 'morning' | 'afternoon' | 'evening';
export type TimeOfDayBucket = { id: TimeOfDayId; label: string; hours: string; count: number };

export type SeverityTrend = {
  /** Mean severity in the older half of the period, and in the newer half (null when a half has no logs). */
  earlier: number | null;
  later: number | null;
  direction: 'higher' | 'lower' | 'about the same' | 'not enough data';
};

export type TrackingSummary = {
  periodDays: number;
  /** First and last local day of the period, YYYY-MM-DD. */
  from: string;
  to: string;
  total: number;
  daysWithLogs: number;
  averageSeverity: number | null;
  /** Most common length in minutes (ties: the shorter), null without logs. */
  typicalDuration: number | null;
  /** One entry per day of the period, oldest first. */
  daily: DaySummary[];
  triggers: RankedItem[];
  relief: RankedItem[];
  timeOfDay: TimeOfDayBucket[];
  severityTrend: SeverityTrend;
};

/** Hours are the visitor's local hours (the browser's time zone). */
export const TIME_OF_DAY_BUCKETS: ReadonlyArray<{ id: TimeOfDayId; label: string; hours: string; from: number; to: number }> = [
  { id: 'night', label: 'Night', hours: 'midnight to 6 am', from: 0, to: 6 },
  { id: 'morning', label: 'Morning', hours: '6 am to noon', from: 6, to: 12 },
  { id: 'afternoon', label: 'Afternoon', hours: 'noon to 6 pm', from: 12, to: 18 },
  { id: 'evening', label: 'Evening', hours: '6 pm to midnight', from: 18, to: 24 },
];

/** A difference in mean severity smaller than this reads as 'about the same'. */
export const TREND_THRESHOLD = 0.5;

export function localDayKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Start of the first local day of a period of `days` days ending today. */
export function periodStart(now: Date, days: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
}

const mean = (values: readonly number[]): number | null =>
  values.length ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10 : null;

/** Most frequent first; ties in alphabetical order, so the list is stable. */
export function rankByFrequency(lists: ReadonlyArray<readonly string[] | undefined>): RankedItem[] {
  const counts = new Map<string, number>();
  for (const list of lists) for (const name of list ?? []) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function timeOfDayBucket(date: Date): TimeOfDayId {
  const hour = date.getHours();
  return TIME_OF_DAY_BUCKETS.find((bucket) => hour >= bucket.from && hour < bucket.to)!.id;
}

function severityTrend(earlier: number | null, later: number | null): SeverityTrend {
  if (earlier === null || later === null) return { earlier, later, direction: 'not enough data' };
  const difference = later - earlier;
  const direction = Math.abs(difference) < TREND_THRESHOLD ? 'about the same' : difference > 0 ? 'higher' : 'lower';
  return { earlier, later, direction };
}

function typicalDuration(durations: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const duration of durations) counts.set(duration, (counts.get(duration) ?? 0) + 1);
  let best: { duration: number; count: number } | null = null;
  for (const [duration, count] of counts) {
    if (!best || count > best.count || (count === best.count && duration < best.duration)) best = { duration, count };
  }
  return best?.duration ?? null;
}

/**
 * The visitor's hot flash record over the last `periodDays` local days (today included): per-day
 * counts and mean severity, trigger and relief rankings, local time-of-day buckets and whether
 * severity rose or fell between the older and the newer half of the period. Check-ins, and logs
 * outside the period or in the future, are left out.
 */
export function summariseTracking(logs: readonly SymptomLog[], now: Date, periodDays: number): TrackingSummary {
  const start = periodStart(now, periodDays);
  const inPeriod = logs.filter((log) => {
    if (log.symptomType !== 'hot_flash') return false;
    const time = Date.parse(log.timestamp);
    return time >= start.getTime() && time <= now.getTime();
  });

  const byDay = new Map<string, number[]>();
  for (const log of inPeriod) {
    const key = localDayKey(new Date(log.timestamp));
    byDay.set(key, [...(byDay.get(key) ?? []), log.severity ?? 0]);
  }
  const daily: DaySummary[] = Array.from({ length: periodDays }, (_, index) => {
    const date = localDayKey(new Date(start.getFullYear(), start.getMonth(), start.getDate() + index));
    const severities = (byDay.get(date) ?? []).filter((value) => value > 0);
    return { date, count: byDay.get(date)?.length ?? 0, averageSeverity: mean(severities) };
  });

  const timeOfDay = TIME_OF_DAY_BUCKETS.map(({ id, label, hours }) => ({
    id,
    label,
    hours,
    count: inPeriod.filter((log) => timeOfDayBucket(new Date(log.timestamp)) === id).length,
  }));

  const half = Math.floor(periodDays / 2);
  const laterStart = new Date(start.getFullYear(), start.getMonth(), start.getDate() + half).getTime();
  const severitiesWhere = (test: (time: number) => boolean) =>
    inPeriod.filter((log) => test(Date.parse(log.timestamp)) && (log.severity ?? 0) > 0).map((log) => log.severity!);

  return {
    periodDays,
    from: daily[0]!.date,
    to: daily[daily.length - 1]!.date,
    total: inPeriod.length,
    daysWithLogs: daily.filter((day) => day.count > 0).length,
    averageSeverity: mean(severitiesWhere(() => true)),
    typicalDuration: typicalDuration(inPeriod.map((log) => log.duration ?? 0).filter((value) => value > 0)),
    daily,
    triggers: rankByFrequency(inPeriod.map((log) => log.triggers)),
    relief: rankByFrequency(inPeriod.map((log) => log.reliefMethods)),
    timeOfDay,
    severityTrend: severityTrend(
      mean(severitiesWhere((time) => time < laterStart)),
      mean(severitiesWhere((time) => time >= laterStart)),
    ),
  };
}

/** The sentence a screen reader (and everyone) reads for the chart. */
export function describeChart(summary: TrackingSummary): string {
  if (summary.total === 0) return `No hot flashes logged in the last ${summary.periodDays} days.`;
  const busiest = summary.daily.reduce((best, day) => (day.count > best.count ? day : best));
  const severity = summary.averageSeverity === null ? '' : ` Average severity ${summary.averageSeverity} out of 5.`;
  const trend =
    summary.severityTrend.direction === 'not enough data'
      ? ''
      : ` Severity in the second half of the period was ${summary.severityTrend.direction}${summary.severityTrend.direction === 'about the same' ? ' as' : ' than'} in the first half (${summary.severityTrend.later} against ${summary.severityTrend.earlier}).`;
  return (
    `${summary.total} hot ${summary.total === 1 ? 'flash' : 'flashes'} on ${summary.daysWithLogs} of the last ${summary.periodDays} days.` +
    ` The most in one day was ${busiest.count}, on ${busiest.date}.${severity}${trend}`
  );
}

/**
 * Entries by when they happened, newest first. The API pages in the order logs were saved, which
 * differs when someone logs an earlier hot flash later; ties keep the saved order.
 */
export function byTimeNewestFirst(logs: readonly SymptomLog[]): SymptomLog[] {
  return [...logs].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
}
