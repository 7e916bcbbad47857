import { educationLink, PAGE_PATHS } from '@renewed/contracts/page-paths';
import { BOUNDARY_BENEFITS, BOUNDARY_PHILOSOPHY, MORNING_RITUAL } from '@renewed/content';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@renewed/ui';
import { Link } from 'react-router-dom';
import { SectionPage } from '../section-page';

export function BoundaryMagicScreen() {
  const totalMinutes = MORNING_RITUAL.reduce((total, step) => total + step.minutes, 0);
  return (
    <SectionPage
      title="Boundary Magic"
      intro="Protective boundaries for your Power Years, and a four-minute morning ritual to set them. A reflective practice, not a treatment."
    >
      <section aria-labelledby="philosophy-title" className="max-w-3xl space-y-3">
        <h2 id="philosophy-title" className="font-serif text-2xl font-semibold">
          The philosophy
        </h2>
        {BOUNDARY_PHILOSOPHY.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section aria-labelledby="benefits-title" className="space-y-3">
        <h2 id="benefits-title" className="font-serif text-2xl font-semibold">
          What it can offer
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {BOUNDARY_BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{benefit.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p>{benefit.text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ritual-title" className="space-y-3">
        <h2 id="ritual-title" className="font-serif text-2xl font-semibold">
          The morning ritual ({MORNING_RITUAL.length} steps, about {totalMinutes} minutes)
        </h2>
        <ol className="grid gap-4 md:grid-cols-2" aria-label="Morning ritual steps">
          {MORNING_RITUAL.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-lg border border-border bg-card p-5">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="text-sm text-muted-foreground">About {step.minutes} minute</p>
                <p className="mt-1">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={PAGE_PATHS.dashboard}>Apply the Self-Care Shield</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={educationLink({ module: 'boundaries-without-guilt' })}>Read: Boundaries Without Guilt</Link>
        </Button>
      </div>
    </SectionPage>
  );
}
