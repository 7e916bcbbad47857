import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import {
  COACHING_COVERS,
  COACHING_FOR,
  COACHING_IS_NOT,
  COACHING_PRICE_DOLLARS,
  COACHING_SESSION_MINUTES,
  FREE_FOREVER,
} from '@renewed/content';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@renewed/ui';
import { Link } from 'react-router-dom';
import { useSiteConfig } from '../../site/site-config';
import { SectionPage } from '../section-page';
import { ExternalButtonLink } from '../static-pages/external-link';

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function FreeForever() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Everything else stays free</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p>Coaching is optional. You never need it to use Renewed, and nothing in the app is locked behind it:</p>
        <List items={FREE_FOREVER} />
      </CardContent>
    </Card>
  );
}

export function CoachingScreen() {
  const { coaching } = useSiteConfig();

  if (!coaching) {
    return (
      <SectionPage title="Coaching" intro="One-to-one coaching consultations.">
        <p role="status" className="max-w-3xl rounded-md bg-muted p-4">
          Coaching is not offered on this site right now. We only show a paid consultation when we can tell you who gives it and
          their qualifications.
        </p>
        <FreeForever />
        <Button asChild variant="outline">
          <Link to={PAGE_PATHS.education}>Explore the free library</Link>
        </Button>
      </SectionPage>
    );
  }

  return (
    <SectionPage
      title="Coaching"
      intro={`A one-to-one consultation of ${COACHING_SESSION_MINUTES} minutes for $${COACHING_PRICE_DOLLARS} ($${COACHING_PRICE_DOLLARS} per hour). Coaching is support and planning, not medical care.`}
    >
      <section aria-labelledby="provider-title" className="rounded-lg border border-border bg-card p-5">
        <h2 id="provider-title" className="font-serif text-2xl font-semibold">
          Who gives the consultation
        </h2>
        <p className="mt-2 text-lg font-semibold">{coaching.name}</p>
        <p className="text-muted-foreground">{coaching.qualifications}</p>
      </section>

      <div className="grid gap-5 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>What a session covers</CardTitle>
          </CardHeader>
          <CardContent>
            <List items={COACHING_COVERS} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Who it is for</CardTitle>
          </CardHeader>
          <CardContent>
            <List items={COACHING_FOR} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>What it is not</CardTitle>
          </CardHeader>
          <CardContent>
            <List items={COACHING_IS_NOT} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Price and booking</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <p>
              <span className="text-2xl font-bold">${COACHING_PRICE_DOLLARS}</span> for a {COACHING_SESSION_MINUTES}-minute
              consultation (${COACHING_PRICE_DOLLARS} per hour).
            </p>
            {coaching.bookingUrl ? (
              <>
                <p>
                  Booking and payment happen on {coaching.name}’s booking page, not in this app. Check the details there before
                  you pay.
                </p>
                <ExternalButtonLink href={coaching.bookingUrl}>Book a ${COACHING_PRICE_DOLLARS} consultation</ExternalButtonLink>
              </>
            ) : (
              <p role="status" className="rounded-md bg-muted p-3">
                Online booking is not open yet. Please check back later.
              </p>
            )}
          </CardContent>
        </Card>
      </div>

      <FreeForever />
    </SectionPage>
  );
}
