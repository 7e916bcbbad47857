import { educationLink } from '@renewed/contracts/page-paths';
import {
  CULTURE_TOPICS,
  EXPERTS,
  EXPERT_CATEGORIES,
  councilStats,
  filterExperts,
  isExpertFilter,
  type Expert,
  type ExpertFilter,
} from '@renewed/content';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@renewed/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { SectionPage } from '../section-page';
import { ExternalLink } from '../static-pages/external-link';
import { FilterButton } from '../static-pages/page-tabs';

const CATEGORY_LABEL = Object.fromEntries(EXPERT_CATEGORIES.map((category) => [category.value, category.label]));

function hostOf(url: string): string {
  return new URL(url).host.replace(/^www\./, '');
}

function ExpertCard({ expert }: { expert: Expert }) {
  const website = expert.websites[0];
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <Badge variant="secondary" className="self-start">
          {CATEGORY_LABEL[expert.category]}
        </Badge>
        <CardTitle>{expert.name}</CardTitle>
        <CardDescription>{expert.credentials}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p>{expert.bio}</p>
        <div>
          <h3 className="mb-1 font-semibold">Key contributions</h3>
          <ul className="list-disc space-y-1 pl-5">
            {expert.keyContributions.slice(0, 3).map((contribution) => (
              <li key={contribution}>{contribution}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-1 font-semibold">Books</h3>
          <ul className="space-y-1">
            {expert.books.slice(0, 2).map((book) => (
              <li key={book.title}>
                <cite>{book.title}</cite> ({book.year})
              </li>
            ))}
          </ul>
        </div>
        {expert.evidenceNote ? (
          <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{expert.evidenceNote}</p>
        ) : null}
        <div>
          <h3 className="mb-1 font-semibold">In our library</h3>
          <ul className="flex flex-wrap gap-2">
            {expert.libraryTopics.map((topic) => (
              <li key={topic.label}>
                <Link
                  to={educationLink({ filter: topic.filter, search: topic.search })}
                  className="inline-flex min-h-8 items-center rounded-full border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {topic.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {website ? (
          <p className="mt-auto">
            <ExternalLink href={website}>Official website: {hostOf(website)}</ExternalLink>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function StatCard({ value, label }: { value: number; label: string }) {
  return (
    <Card>
      <CardContent className="p-5 text-center">
        <p className="font-serif text-3xl font-bold">{value}</p>
        <p className="text-muted-foreground">{label}</p>
      </CardContent>
    </Card>
  );
}

export function WisdomCouncilScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const filter: ExpertFilter = isExpertFilter(requested) ? requested : 'all';
  const experts = filterExperts(EXPERTS, filter);
  const stats = councilStats(EXPERTS);

  const choose = (value: ExpertFilter) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('category');
    else next.set('category', value);
    setParams(next, { replace: true });
  };

  return (
    <SectionPage
      title="Global Wisdom Council"
      intro="Researchers and doctors whose published work helps women understand midlife health. We list only facts you can check: their training, their books and their own websites. They are not connected with Renewed and do not endorse it."
    >
      <section aria-label="Council in numbers" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard value={stats.experts} label="Experts" />
        <StatCard value={stats.books} label="Books listed" />
        <StatCard value={stats.countries} label="Countries they work in" />
        <StatCard value={stats.categories} label="Fields" />
      </section>

      <div role="group" aria-label="Filter experts by field" className="flex flex-wrap gap-2">
        {EXPERT_CATEGORIES.map((category) => (
          <FilterButton key={category.value} pressed={filter === category.value} onClick={() => choose(category.value)}>
            {category.label}
          </FilterButton>
        ))}
      </div>

      <p role="status" className="text-muted-foreground">
        Showing {experts.length} of {EXPERTS.length} experts.
      </p>
      <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-label="Experts">
        {experts.map((expert) => (
          <li key={expert.id}>
            <ExpertCard expert={expert} />
          </li>
        ))}
      </ul>

      <section aria-labelledby="cultures-title" className="space-y-3 rounded-lg bg-muted p-5">
        <h2 id="cultures-title" className="font-serif text-2xl font-semibold">
          Menopause across cultures
        </h2>
        <p className="max-w-3xl text-muted-foreground">
          How women go through menopause differs around the world. Our library looks at what research has found, without making
          any one culture sound perfect.
        </p>
        <ul className="flex flex-wrap gap-2" aria-label="Culture topics in our library">
          {CULTURE_TOPICS.map((topic) => (
            <li key={topic.label}>
              <Link
                to={educationLink({ filter: topic.filter, search: topic.search })}
                className="inline-flex min-h-11 items-center rounded-full bg-background px-4 font-medium hover:bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {topic.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </SectionPage>
  );
}
