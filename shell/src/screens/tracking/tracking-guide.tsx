import { educationLink } from '@renewed/contracts/page-paths';
import {
  HOT_FLASH_STRENGTH,
  TRACKING_KEEP_IT_LIGHT,
  TRACKING_METHODS,
  TRACKING_MODULE_ID,
  TRACKING_SOURCES,
  TRACKING_WHAT_TO_TRACK,
  TRACKING_WHY,
  type TrackingGuideItem,
} from '@renewed/content';
import { Card, CardContent, CardHeader, CardTitle } from '@renewed/ui';
import { Link } from 'react-router-dom';

function GuideList({ items }: { items: readonly TrackingGuideItem[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.title}>
          <span className="font-semibold">{item.title}.</span> <span className="text-muted-foreground">{item.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** 'Track your own journey': why, methods and what to track, with sources. */
export function TrackingGuide() {
  return (
    <section aria-labelledby="guide-heading" className="space-y-4">
      <h2 id="guide-heading" className="font-serif text-2xl font-semibold">
        Track your own journey
      </h2>
      <p className="max-w-3xl">{TRACKING_WHY}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Ways to track</CardTitle>
          </CardHeader>
          <CardContent>
            <GuideList items={TRACKING_METHODS} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>What to track</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <GuideList items={TRACKING_WHAT_TO_TRACK} />
            <p className="text-sm text-muted-foreground">{HOT_FLASH_STRENGTH}</p>
          </CardContent>
        </Card>
      </div>
      <p className="max-w-3xl text-muted-foreground">{TRACKING_KEEP_IT_LIGHT}</p>
      <p>
        <Link
          to={educationLink({ module: TRACKING_MODULE_ID })}
          state={{ openModule: true }}
          className="inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Read the full guide: Tracking Your Symptoms
        </Link>
      </p>
      <div className="text-sm text-muted-foreground">
        <h3 className="font-semibold text-foreground">Sources</h3>
        <ul className="list-disc pl-5">
          {TRACKING_SOURCES.map((source) => (
            <li key={source.url}>
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="underline underline-offset-4 [overflow-wrap:anywhere]"
              >
                {source.title}
              </a>
              , {source.publisher}
              <span className="sr-only"> (opens in a new tab)</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
