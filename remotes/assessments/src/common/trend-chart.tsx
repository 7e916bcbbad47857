import { cn } from '@renewed/ui';

export type TrendSeries = {
  key: string;
  label: string;
  /** Token classes for the line and the legend swatch (never a hard-coded colour). */
  strokeClass: string;
  swatchClass: string;
  /** A dash pattern, so lines differ by more than colour. */
  dash?: string;
  values: readonly (number | null)[];
};

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 14, right: 16, bottom: 26, left: 34 };

/**
 * A small line chart as inline SVG coloured by design tokens (light and dark both work, nothing
 * moves), with a table of the same numbers below it: the table is the text equivalent, the SVG
 * one labelled image. `labels` name the points on the x axis (dates or weeks).
 */
export function TrendChart({
  title,
  summary,
  labels,
  series,
  max,
  unit,
  testId,
}: {
  title: string;
  summary: string;
  labels: readonly string[];
  series: readonly TrendSeries[];
  max: number;
  unit: string;
  testId: string;
}) {
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = labels.length > 1 ? plotWidth / (labels.length - 1) : 0;
  const x = (index: number) => PAD.left + (labels.length > 1 ? index * step : plotWidth / 2);
  const y = (value: number) => PAD.top + plotHeight - (Math.min(value, max) / max) * plotHeight;
  const ticks = [0, Math.round(max / 2), max];

  return (
    <figure className="space-y-3" data-testid={testId}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-3xl" role="img" aria-label={`${title}. ${summary}`}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-border" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
              {tick}
            </text>
          </g>
        ))}
        {series.map((line) => {
          const points = line.values.flatMap((value, index) => (value === null ? [] : [{ x: x(index), y: y(value), index }]));
          return (
            <g key={line.key}>
              <polyline
                fill="none"
                strokeWidth={line.key === 'total' ? 3 : 2}
                strokeDasharray={line.dash}
                className={line.strokeClass}
                points={points.map((point) => `${point.x},${point.y}`).join(' ')}
              />
              {points.map((point) => (
                <circle
                  key={point.index}
                  cx={point.x}
                  cy={point.y}
                  r={3.5}
                  className={cn(line.strokeClass, 'fill-background')}
                  strokeWidth={2}
                />
              ))}
            </g>
          );
        })}
        {labels.map((label, index) =>
          labels.length <= 8 || index === 0 || index === labels.length - 1 ? (
            <text
              key={`${label}-${index}`}
              x={x(index)}
              y={HEIGHT - 6}
              textAnchor={
                labels.length > 1 && index === labels.length - 1 ? 'end' : labels.length > 1 && index === 0 ? 'start' : 'middle'
              }
              className="fill-muted-foreground text-[11px]"
            >
              {label}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="space-y-2">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-hidden="true">
          {series.map((line) => (
            <li key={line.key} className="flex items-center gap-1.5">
              <span className={cn('inline-block h-1 w-5 rounded', line.swatchClass)} />
              {line.label}
            </li>
          ))}
        </ul>
        <p>{summary}</p>
      </figcaption>
      {/* Focusable, so keyboard users can scroll the table on a narrow screen. */}
      <div
        className="overflow-x-auto rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        tabIndex={0}
        role="region"
        aria-label={`${title} (table)`}
      >
        <table className="w-full min-w-max text-left text-sm" data-testid={`${testId}-table`}>
          <caption className="mb-1 text-left font-semibold">{title} (table)</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 pr-3">
                When
              </th>
              {series.map((line) => (
                <th key={line.key} scope="col" className="py-1 pr-3">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={`${label}-${index}`} className="border-b border-border/50">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {label}
                </th>
                {series.map((line) => (
                  <td key={line.key} className="py-1 pr-3">
                    {line.values[index] === null || line.values[index] === undefined ? '–' : `${line.values[index]}${unit}`}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
