import type { CourseEntry } from '@renewed/contracts';
import { COURSE_WEEKS } from '@renewed/contracts/hot-flash-course-plan';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type WeekRow = {
  week: number;
  /** Her latest weekly check of that course week, if any. */
  problemRating: number | null;
  reportedFrequency: number | null;
  /** Hot flashes she logged in that week of the course (from the day she started). */
  logged: number;
};

/**
 * One row per course week: her weekly check beside the hot flashes she logged in the same seven
 * days, counted from the day she started. Weeks that have not begun yet are left out.
 */
export function weeklyRows(
  entries: readonly CourseEntry[],
  logTimes: readonly string[],
  startedAt: string,
  now: Date,
): WeekRow[] {
  const start = new Date(startedAt).getTime();
  const rows: WeekRow[] = [];
  for (const { week } of COURSE_WEEKS) {
    const from = start + (week - 1) * WEEK_MS;
    if (from > now.getTime()) break;
    const checks = entries.filter((entry) => entry.kind === 'check' && entry.week === week);
    const latest = checks[checks.length - 1];
    rows.push({
      week,
      problemRating: latest?.kind === 'check' ? latest.problemRating : null,
      reportedFrequency: latest?.kind === 'check' ? latest.frequencyPerWeek : null,
      logged: logTimes.filter((time) => {
        const at = new Date(time).getTime();
        return at >= from && at < from + WEEK_MS;
      }).length,
    });
  }
  return rows;
}

/** The worksheets she filled in, newest last, with their week and step. */
export function worksheets(entries: readonly CourseEntry[]) {
  return entries.flatMap((entry) => (entry.kind === 'worksheet' ? [entry] : []));
}

/** Whether she has filled in the worksheet of (week, stepId) at least once. */
export function hasWorksheet(entries: readonly CourseEntry[], week: number, stepId: string): boolean {
  return entries.some((entry) => entry.kind === 'worksheet' && entry.week === week && entry.stepId === stepId);
}

export function hasCheck(entries: readonly CourseEntry[], week: number): boolean {
  return entries.some((entry) => entry.kind === 'check' && entry.week === week);
}
