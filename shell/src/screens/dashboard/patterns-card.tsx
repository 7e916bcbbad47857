import { SYMPTOM_PATTERNS } from '@renewed/content';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@renewed/ui';
import { pickByDayOfMonth } from './daily-rotation';
import { summarisePatterns } from './patterns';
import { useHotFlashLogs } from './use-dashboard-data';

function weekday(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day!).toLocaleDateString(undefined, { weekday: 'narrow' });
}

/** The visitor's own hot flash patterns once there are logs; the rotating pattern otherwise. */
export function PatternsCard() {
  const logs = useHotFlashLogs();
  const items = logs.data?.items ?? [];
  const now = new Date();

  if (logs.isLoading) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Symptom Patterns</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-24 w-full" />
        </CardContent>
      </Card>
    );
  }

  if (items.length === 0) {
    const pattern = pickByDayOfMonth(SYMPTOM_PATTERNS, now);
    return (
      <Card>
        <CardHeader>
          <CardTitle>Symptom Patterns</CardTitle>
          <CardDescription>
            {logs.isError ? 'Your logs could not be loaded just now.' : 'Log a hot flash to see your own patterns here.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <h3 className="font-semibold">{pattern.title}</h3>
          <p className="text-muted-foreground">{pattern.insight}</p>
        </CardContent>
      </Card>
    );
  }

  const summary = summarisePatterns(items, now);
  const max = Math.max(1, ...summary.daily.map((day) => day.count));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Symptom Patterns</CardTitle>
        <CardDescription>From your own hot flash logs.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-3 gap-3 text-center">
          <div className="rounded-md bg-muted p-2">
            <dt className="text-sm text-muted-foreground">This week</dt>
            <dd className="text-2xl font-semibold" data-testid="pattern-count">
              {summary.countThisWeek}
            </dd>
          </div>
          <div className="rounded-md bg-muted p-2">
            <dt className="text-sm text-muted-foreground">Avg severity</dt>
            <dd className="text-2xl font-semibold" data-testid="pattern-severity">
              {summary.averageSeverity ?? '–'}
            </dd>
          </div>
          <div className="rounded-md bg-muted p-2">
            <dt className="text-sm text-muted-foreground">Top trigger</dt>
            <dd className="font-semibold" data-testid="pattern-trigger">
              {summary.mostCommonTrigger ?? 'None noted'}
            </dd>
          </div>
        </dl>
        <figure>
          <div
            className="flex h-24 items-end gap-1"
            role="img"
            aria-label={`Hot flashes per day over the last 14 days: ${summary.daily.map((day) => day.count).join(', ')}`}
          >
            {summary.daily.map((day) => (
              <div key={day.date} className="flex flex-1 flex-col items-center justify-end gap-1">
                <div
                  className="w-full rounded-t bg-primary"
                  style={{ height: `${(day.count / max) * 100}%`, minHeight: day.count ? 4 : 0 }}
                  title={`${day.date}: ${day.count}`}
                />
              </div>
            ))}
          </div>
          <div className="mt-1 flex gap-1 text-center text-xs text-muted-foreground" aria-hidden="true">
            {summary.daily.map((day) => (
              <span key={day.date} className="flex-1">
                {weekday(day.date)}
              </span>
            ))}
          </div>
          <figcaption className="mt-1 text-sm text-muted-foreground">Last 14 days</figcaption>
        </figure>
      </CardContent>
    </Card>
  );
}
