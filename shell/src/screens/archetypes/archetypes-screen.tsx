import { educationLink, PAGE_PATHS } from '@renewed/contracts/page-paths';
import { ARCHETYPES, type Archetype } from '@renewed/content';
import { Button } from '@renewed/ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { SectionPage } from '../section-page';
import { PageTabs } from '../static-pages/page-tabs';

function ArchetypeDetails({ archetype }: { archetype: Archetype }) {
  return (
    <section aria-labelledby="archetype-title" className="space-y-4 rounded-lg border border-border bg-card p-5">
      <div>
        <h2 id="archetype-title" className="font-serif text-2xl font-semibold">
          {archetype.name}
        </h2>
        <p className="italic text-muted-foreground">{archetype.tagline}</p>
      </div>
      <p className="max-w-3xl">{archetype.description}</p>
      <PageTabs
        key={archetype.id}
        label={`About ${archetype.name}`}
        tabs={[
          {
            value: 'pain-points',
            label: 'Pain Points',
            content: (
              <ul className="list-disc space-y-1 pl-5">
                {archetype.painPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ),
          },
          {
            value: 'solutions',
            label: 'Our Solutions',
            content: (
              <ul className="list-disc space-y-1 pl-5">
                {archetype.solutions.map((solution) => (
                  <li key={solution}>{solution}</li>
                ))}
              </ul>
            ),
          },
          {
            value: 'modules',
            label: 'Key Modules',
            content: (
              <ul className="space-y-2">
                {archetype.modules.map((module) => (
                  <li key={module.id}>
                    <Link
                      to={educationLink({ module: module.id })}
                      className="inline-flex min-h-6 text-primary underline underline-offset-4"
                    >
                      {module.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </section>
  );
}

export function ArchetypesScreen() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const cardsHeading = useRef<HTMLHeadingElement>(null);
  const selected = ARCHETYPES.find((archetype) => archetype.id === selectedId) ?? null;

  const scrollToCards = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    cardsHeading.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    cardsHeading.current?.focus({ preventScroll: true });
  };

  return (
    <SectionPage
      title="Gen X Archetypes"
      intro="The Sophisticated Coven: five playful portraits of women in their Power Years. Pick the one that sounds most like you to see what may be hard right now and where to start. It is for fun and reflection, not a test or a diagnosis."
    >
      <div className="flex flex-wrap gap-3">
        <Button onClick={scrollToCards}>Find my archetype</Button>
        <Button asChild variant="outline">
          <Link to={PAGE_PATHS.community}>Join the community</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={PAGE_PATHS.education}>Explore the library</Link>
        </Button>
      </div>

      <h2 ref={cardsHeading} tabIndex={-1} id="archetype-cards" className="scroll-mt-24 font-serif text-2xl font-semibold">
        Which one sounds like you?
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-labelledby="archetype-cards">
        {ARCHETYPES.map((archetype) => {
          const pressed = archetype.id === selectedId;
          return (
            <li key={archetype.id}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => setSelectedId(archetype.id)}
                className="h-full w-full rounded-lg text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                <span
                  className={
                    'flex h-full flex-col gap-2 rounded-lg border bg-card p-5 text-card-foreground shadow-sm transition-colors ' +
                    (pressed ? 'border-primary ring-2 ring-primary' : 'border-border hover:bg-muted')
                  }
                >
                  <span className="font-serif text-xl font-semibold leading-tight">{archetype.name}</span>
                  <span className="text-muted-foreground">{archetype.persona}</span>
                  <span className="italic">{archetype.tagline}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      {selected ? (
        <ArchetypeDetails archetype={selected} />
      ) : (
        <p className="text-muted-foreground">Choose an archetype above to see its pain points, our solutions and key modules.</p>
      )}
    </SectionPage>
  );
}
