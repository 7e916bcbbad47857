import { describeChart, type TrackingSummary } from './tracking-summary';

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 12, right: 28, bottom: 22, left: 28 };

function shortDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day!).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/**
 * Hot flashes per day (bars, left scale) and the day's average severity (line and dots, right
 * scale 1-5) as inline SVG coloured by the design tokens, so light and dark both work and nothing
 * moves (reduced motion needs no special case). The sentence under it and the table are the text
 * equivalent; the SVG itself is one labelled image.
 */
export function TrackingChart({ summary }: { summary: TrackingSummary }) {
  const days = summary.daily;
  const maxCount = Math.max(1, ...days.map((day) => day.count));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / days.length;
  const barWidth = Math.max(1, slot * 0.7);
  const x = (index: number) => PAD.left + index * slot + slot / 2;
  const yCount = (count: number) => PAD.top + plotHeight - (count / maxCount) * plotHeight;
  const ySeverity = (severity: number) => PAD.top + plotHeight - ((severity - 1) / 4) * plotHeight;
  const severityPoints = days.flatMap((day, index) =>
    day.averageSeverity === null ? [] : [{ x: x(index), y: ySeverity(day.averageSeverity), date: day.date, index }],
  );
  const description = describeChart(summary);
  const daysWithLogs = days.filter((day) => day.count > 0);

  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-3xl"
        role="img"
        aria-label={`Chart of hot flashes per day and average severity. ${description}`}
        data-testid="tracking-chart"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + plotHeight}
          y2={PAD.top + plotHeight}
          className="stroke-border"
        />
        <text x={PAD.left - 6} y={PAD.top + 8} textAnchor="end" className="fill-muted-foreground text-[10px]">
          {maxCount}
        </text>
        <text x={PAD.left - 6} y={PAD.top + plotHeight} textAnchor="end" className="fill-muted-foreground text-[10px]">
          0
        </text>
        <text x={WIDTH - PAD.right + 6} y={PAD.top + 8} className="fill-accent-foreground text-[10px]">
          5
        </text>
        <text x={WIDTH - PAD.right + 6} y={PAD.top + plotHeight} className="fill-accent-foreground text-[10px]">
          1
        </text>
        {days.map((day, index) =>
          day.count > 0 ? (
            <rect
              key={day.date}
              x={x(index) - barWidth / 2}
              y={yCount(day.count)}
              width={barWidth}
              height={PAD.top + plotHeight - yCount(day.count)}
              rx={1}
              className="fill-primary/70"
            />
          ) : null,
        )}
        {/* The line joins only neighbouring days: a day without logs has no severity to draw through. */}
        {severityPoints
          .slice(1)
          .map((point, index) =>
            point.index - severityPoints[index]!.index === 1 ? (
              <line
                key={point.date}
                x1={severityPoints[index]!.x}
                y1={severityPoints[index]!.y}
                x2={point.x}
                y2={point.y}
                strokeWidth={2}
                className="stroke-accent-foreground"
              />
            ) : null,
          )}
        {severityPoints.map((point) => (
          <circle key={point.date} cx={point.x} cy={point.y} r={3} className="fill-accent-foreground" />
        ))}
        <text x={PAD.left} y={HEIGHT - 4} className="fill-muted-foreground text-[10px]">
          {shortDate(summary.from)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end" className="fill-muted-foreground text-[10px]">
          {shortDate(summary.to)}
        </text>
      </svg>
      <figcaption className="space-y-2 text-sm">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground" aria-hidden="true">
          <span>
            <span className="mr-1 inline-block h-3 w-3 rounded-sm bg-primary/70 align-middle" />
            Hot flashes per day (left scale)
          </span>
          <span>
            <span className="mr-1 inline-block h-3 w-3 rounded-full bg-accent-foreground align-middle" />
            Average severity that day, 1 to 5 (right scale)
          </span>
        </p>
        <p data-testid="chart-summary">{description}</p>
        {daysWithLogs.length > 0 ? (
          <details>
            <summary className="inline-flex min-h-6 cursor-pointer items-center rounded font-medium text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              Show the chart as a table
            </summary>
            <table className="mt-2 w-full text-left" data-testid="chart-table">
              <caption className="sr-only">Hot flashes per day with average severity (days with at least one log)</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-1 pr-2">
                    Day
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Hot flashes
                  </th>
                  <th scope="col" className="py-1">
                    Average severity
                  </th>
                </tr>
              </thead>
              <tbody>
                {daysWithLogs.map((day) => (
                  <tr key={day.date} className="border-b border-border/50">
                    <td className="py-1 pr-2">{shortDate(day.date)}</td>
                    <td className="py-1 pr-2">{day.count}</td>
                    <td className="py-1">{day.averageSeverity ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        ) : null}
      </figcaption>
    </figure>
  );
}
