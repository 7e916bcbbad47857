import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ErrorCard, Skeleton } from '@renewed/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { SectionPage } from '../section-page';
import { ClinicianSummary } from './clinician-summary';
import { EntriesTable } from './entries-table';
import { TrackingChart } from './tracking-chart';
import { TrackingGuide } from './tracking-guide';
import { byTimeNewestFirst, summariseTracking, TRACKING_PERIODS, type RankedItem, type TrackingPeriod } from './tracking-summary';
import { TRACKING_MAX_PAGES, useTrackingLogs } from './use-tracking-data';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-md bg-muted p-3 text-center">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A ranked list with a bar per item; the numbers are in the text, the bar only repeats them. */
function RankedList({ items, empty, label }: { items: readonly RankedItem[]; empty: string; label: string }) {
  if (items.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  const max = items[0]!.count;
  return (
    <ol className="space-y-2" aria-label={label}>
      {items.slice(0, 6).map((item) => (
        <li key={item.name}>
          <div className="flex justify-between gap-2">
            <span className="[overflow-wrap:anywhere]">{item.name}</span>
            <span className="font-semibold">{item.count}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 rounded bg-muted">
            <div className="h-2 rounded bg-primary/70" style={{ width: `${(item.count / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function PeriodPicker({ period, onChange }: { period: TrackingPeriod; onChange(period: TrackingPeriod): void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-md border border-border p-1">
      {TRACKING_PERIODS.map((days) => (
        <Button
          key={days}
          size="sm"
          variant={period === days ? 'default' : 'ghost'}
          aria-pressed={period === days}
          onClick={() => onChange(days)}
        >
          Last {days} days
        </Button>
      ))}
    </div>
  );
}

function RecordSkeleton() {
  return (
    <div className="space-y-3" data-testid="tracking-loading">
      <p role="status" className="sr-only">
        Loading your record...
      </p>
      <div className="grid grid-cols-3 gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-44 w-full" />
    </div>
  );
}

/** The visitor's own hot flash record: chart, rankings, time of day, entries and the clinician summary. */
function YourRecord() {
  const [period, setPeriod] = useState<TrackingPeriod>(30);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const logs = useTrackingLogs(period);
  const items = logs.data?.items;
  const summary = useMemo(() => summariseTracking(items ?? [], new Date(), period), [items, period]);
  const entries = useMemo(() => byTimeNewestFirst(items ?? []), [items]);

  let body;
  if (logs.isLoading) {
    body = <RecordSkeleton />;
  } else if (logs.isError) {
    body = (
      <ErrorCard
        title="Your record could not be loaded"
        message={`${logs.error.message} Your entries are safe; try again in a moment.`}
        onRetry={() => void logs.refetch()}
      />
    );
  } else if (summary.total === 0) {
    body = (
      <Card data-testid="tracking-empty">
        <CardHeader>
          <CardTitle>No hot flashes logged in the last {period} days</CardTitle>
          <CardDescription>
            Log a hot flash from your dashboard and it shows up here: a chart, your triggers, what helped and a summary you can
            print for your clinician.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={PAGE_PATHS.dashboard}>Go to the dashboard to log</Link>
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <div className="space-y-4">
        {logs.data && !logs.data.complete ? (
          <p role="note" className="rounded-md bg-warning/20 p-3">
            Showing your newest {TRACKING_MAX_PAGES * 200} entries of this period; older ones are still saved.
          </p>
        ) : null}
        <dl className="grid grid-cols-3 gap-3">
          <Stat label="Hot flashes" value={String(summary.total)} testId="stat-total" />
          <Stat label="Days with one" value={String(summary.daysWithLogs)} testId="stat-days" />
          <Stat
            label="Avg severity"
            value={summary.averageSeverity === null ? '–' : `${summary.averageSeverity}/5`}
            testId="stat-severity"
          />
        </dl>
        <Card>
          <CardHeader>
            <CardTitle>Per day</CardTitle>
          </CardHeader>
          <CardContent>
            <TrackingChart summary={summary} />
          </CardContent>
        </Card>
        <div className="grid gap-4 md:grid-cols-3">
          <Card>
            <CardHeader>
              <CardTitle>Most frequent triggers</CardTitle>
            </CardHeader>
            <CardContent>
              <RankedList
                items={summary.triggers}
                empty="No triggers noted in this period."
                label="Triggers, most frequent first"
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>What helped</CardTitle>
            </CardHeader>
            <CardContent>
              <RankedList
                items={summary.relief}
                empty="No relief methods noted in this period."
                label="Relief methods, most used first"
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Time of day</CardTitle>
              <CardDescription>In your local time.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="space-y-1" data-testid="time-of-day">
                {summary.timeOfDay.map((bucket) => (
                  <li key={bucket.id} className="flex justify-between gap-2">
                    <span>
                      {bucket.label} <span className="text-sm text-muted-foreground">({bucket.hours})</span>
                    </span>
                    <span className="font-semibold">{bucket.count}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Your entries</CardTitle>
            <CardDescription>Newest first. Deleting an entry removes it for good.</CardDescription>
          </CardHeader>
          <CardContent>
            <EntriesTable entries={entries} />
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <section aria-labelledby="record-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="record-heading" className="font-serif text-2xl font-semibold">
          Your record
        </h2>
        <PeriodPicker period={period} onChange={setPeriod} />
      </div>
      <p className="max-w-3xl text-muted-foreground">
        From the hot flashes you logged in this browser. Only you see them; you can export or delete everything on the{' '}
        <Link to={PAGE_PATHS.privacyDashboard} className="text-primary underline underline-offset-4">
          privacy page
        </Link>
        .
      </p>
      {body}
      {summary.total > 0 ? (
        <>
          <Button onClick={() => setSummaryOpen(true)}>Prepare a summary for my clinician</Button>
          <ClinicianSummary summary={summary} open={summaryOpen} onOpenChange={setSummaryOpen} />
        </>
      ) : null}
    </section>
  );
}

export function TrackingScreen() {
  return (
    <SectionPage title="Personal Tracking" intro="Ways to track your own journey, what is worth tracking, and your own record.">
      <YourRecord />
      <TrackingGuide />
    </SectionPage>
  );
}
