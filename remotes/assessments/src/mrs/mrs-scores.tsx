import {
  MRS_BANDS,
  MRS_MAXIMA,
  MRS_SCALE_LABELS,
  MRS_SUBSCALES,
  mrsBand,
  mrsBandRange,
  type MrsScores,
} from '@renewed/contracts/assessments/mrs';

const SCALES = ['total', ...MRS_SUBSCALES] as const;

/** One completion's scores with the published band of each, and every band's range beside it. */
export function MrsScoresTable({ scores, caption }: { scores: MrsScores; caption: string }) {
  return (
    // Focusable, so keyboard users can scroll the table on a narrow screen.
    <div
      className="overflow-x-auto rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-max text-left" data-testid="mrs-scores">
        <caption className="mb-2 text-left text-muted-foreground">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3">
              Scale
            </th>
            <th scope="col" className="py-2 pr-3">
              Your score
            </th>
            <th scope="col" className="py-2 pr-3">
              Band
            </th>
            <th scope="col" className="py-2">
              Published bands
            </th>
          </tr>
        </thead>
        <tbody>
          {SCALES.map((scale) => (
            <tr key={scale} className="border-b border-border/50 align-top" data-testid={`mrs-score-${scale}`}>
              <th scope="row" className="py-2 pr-3">
                {MRS_SCALE_LABELS[scale]}
              </th>
              <td className="py-2 pr-3">
                {scores[scale]} of {MRS_MAXIMA[scale]}
              </td>
              <td className="py-2 pr-3 font-semibold">{mrsBand(scale, scores[scale])}</td>
              <td className="py-2 text-sm text-muted-foreground">
                {MRS_BANDS.map((band) => `${band} ${mrsBandRange(scale, band)}`).join(' · ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
