import type { CourseEntry } from '@renewed/contracts';
import { TrendChart } from '../common/trend-chart';
import { weeklyRows } from './course-flow';
import { useCourseLogTimes } from './use-course';

/** Her weekly checks, week by week, beside the hot flashes she logged in the same weeks. */
export function CourseProgressChart({ entries, startedAt }: { entries: readonly CourseEntry[]; startedAt: string }) {
  const logs = useCourseLogTimes(startedAt);
  const rows = weeklyRows(entries, logs.data?.times ?? [], startedAt, new Date());
  if (rows.length === 0 || !rows.some((row) => row.problemRating !== null || row.logged > 0)) {
    return <p className="text-muted-foreground">Your weekly checks and logged hot flashes will show here, week by week.</p>;
  }
  const labels = rows.map((row) => `Week ${row.week}`);
  const rated = rows.filter((row) => row.problemRating !== null);
  const countMax = Math.max(10, ...rows.map((row) => Math.max(row.logged, row.reportedFrequency ?? 0)));
  return (
    <div className="space-y-6">
      <TrendChart
        title="How much hot flashes bothered you (1 to 10)"
        summary={
          rated.length > 0
            ? rated.map((row) => `Week ${row.week}: ${row.problemRating}`).join('; ') + '.'
            : 'No weekly check yet.'
        }
        labels={labels}
        series={[
          {
            key: 'problem',
            label: 'Problem rating',
            strokeClass: 'stroke-primary',
            swatchClass: 'bg-primary',
            values: rows.map((row) => row.problemRating),
          },
        ]}
        max={10}
        unit=""
        testId="course-problem-chart"
      />
      <TrendChart
        title="Hot flashes per week"
        summary={
          rows
            .map((row) => `Week ${row.week}: ${row.reportedFrequency ?? 'no check'} by your check, ${row.logged} logged`)
            .join('; ') + '.'
        }
        labels={labels}
        series={[
          {
            key: 'reported',
            label: 'By your weekly check',
            strokeClass: 'stroke-foreground',
            swatchClass: 'bg-foreground',
            values: rows.map((row) => row.reportedFrequency),
          },
          {
            key: 'logged',
            label: 'Logged on your dashboard',
            strokeClass: 'stroke-accent-foreground',
            swatchClass: 'bg-accent-foreground',
            dash: '6 4',
            values: rows.map((row) => row.logged),
          },
        ]}
        max={countMax}
        unit=""
        testId="course-frequency-chart"
      />
      {logs.data && !logs.data.complete ? <p className="text-sm">Only your newest 200 logs are counted here.</p> : null}
    </div>
  );
}
