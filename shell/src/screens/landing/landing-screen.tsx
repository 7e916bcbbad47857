import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@renewed/ui';
import { Link } from 'react-router-dom';
import hero from '../../assets/hero.svg';

const FEATURES = [
  {
    title: 'Evidence first',
    text: 'Every library module lists at least two published sources, such as clinical guidelines and research reviews, so you can check what it says. Written in plain language.',
  },
  {
    title: 'Private by design',
    text: 'No login, no analytics and no third-party trackers. What you save (logs, check-ins, progress) is stored under a random id made in this browser, and you can export or delete it at any time. Card donations go through Stripe, under its own privacy policy.',
  },
  {
    title: 'Free for everyone',
    text: 'No paywall, ever. Renewed runs on donations from people who want the next woman to have this too.',
  },
] as const;

const CARDS = [
  {
    to: PAGE_PATHS.education,
    title: 'Education Hub',
    text: 'Short, sourced modules on hot flashes, sleep, mood, hormones, bones, heart health and more.',
  },
  {
    to: PAGE_PATHS.tracking,
    title: 'Personal Tracking',
    text: 'Notice your own patterns, so conversations with your clinician start from facts.',
  },
  {
    to: PAGE_PATHS.smartStacks,
    title: 'Smart Protocols',
    text: 'Self-care protocols of everyday habits and supplements, with the evidence for each graded honestly, often as limited or mixed.',
  },
] as const;

export function LandingScreen() {
  return (
    <div className="space-y-16">
      <section aria-labelledby="landing-title" className="grid items-center gap-8 lg:grid-cols-2">
        <div className="space-y-5">
          <Badge variant="success">100% free · no login · no third-party trackers</Badge>
          <h1 id="landing-title" className="font-serif text-4xl font-bold leading-tight sm:text-5xl">
            Renewed: thrive through perimenopause and beyond
          </h1>
          <p className="text-lg text-muted-foreground">
            Clear, evidence-based support for the Power Years: learn what is happening in your body, notice your own patterns, and
            practise small habits that help.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={PAGE_PATHS.dashboard}>Start Exploring</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={PAGE_PATHS.education}>Browse the library</Link>
            </Button>
          </div>
        </div>
        <img
          src={hero}
          alt="A sun rising over soft hills with new leaves growing"
          className="w-full rounded-lg shadow-lg"
          width={960}
          height={600}
        />
      </section>

      <section aria-labelledby="features-title" className="space-y-6">
        <h2 id="features-title" className="font-serif text-3xl font-semibold">
          Support you can trust
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-lg bg-muted p-5">
              <h3 className="mb-2 text-lg font-semibold">{feature.title}</h3>
              <p className="text-muted-foreground">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="start-title" className="space-y-6">
        <h2 id="start-title" className="font-serif text-3xl font-semibold">
          Where would you like to begin?
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {CARDS.map((card) => (
            <li key={card.to}>
              <Card className="relative h-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <CardTitle>
                    <Link to={card.to} className="after:absolute after:inset-0 focus-visible:underline">
                      {card.title}
                    </Link>
                  </CardTitle>
                  <CardDescription>{card.text}</CardDescription>
                </CardHeader>
                <CardContent>
                  <span aria-hidden="true" className="font-medium text-primary">
                    Open →
                  </span>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      {/* The floating 'Support Education' button (bottom centre) is the layout's (FloatingDonation). */}
    </div>
  );
}
