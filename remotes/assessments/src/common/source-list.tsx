/** A list of sources, each opening in a new tab (the MRS page and the hot flash course). */
export function SourceList({ sources }: { sources: ReadonlyArray<{ title: string; url: string }> }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {sources.map((source) => (
        <li key={source.url}>
          <a href={source.url} target="_blank" rel="noreferrer" className="text-primary underline underline-offset-4">
            {source.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
