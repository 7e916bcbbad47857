import { educationLink, PAGE_PATHS } from '@renewed/contracts/page-paths';
import { COMMUNITY_GUIDELINES, COMMUNITY_PROMPTS } from '@renewed/content';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@renewed/ui';
import { Link } from 'react-router-dom';
import { useSiteConfig } from '../../site/site-config';
import { SectionPage } from '../section-page';
import { ExternalButtonLink } from '../static-pages/external-link';

export function CommunityScreen() {
  const { communityUrl } = useSiteConfig();
  return (
    <SectionPage
      title="Community"
      intro="Connection with women who understand. Share what helps, ask what you are wondering, and know you are not alone."
    >
      <section aria-labelledby="join-title" className="space-y-3 rounded-lg border border-border bg-card p-5">
        <h2 id="join-title" className="font-serif text-2xl font-semibold">
          Our official social page
        </h2>
        {communityUrl ? (
          <>
            <p className="max-w-3xl">
              Our community meets on our official social page. It is run on another site with its own account, rules and privacy
              policy; Renewed itself has no accounts and no comments.
            </p>
            <ExternalButtonLink href={communityUrl}>Visit the official social page</ExternalButtonLink>
          </>
        ) : (
          <p role="status" className="rounded-md bg-muted p-3">
            The official social page is not set up on this site yet. You can still use the prompts below with friends, in a
            journal, or at a local menopause meet-up.
          </p>
        )}
      </section>

      <section aria-labelledby="prompts-title" className="space-y-3">
        <h2 id="prompts-title" className="font-serif text-2xl font-semibold">
          Conversation prompts
        </h2>
        <p className="text-muted-foreground">Use one to start a post, a chat with a friend, or a page in your journal.</p>
        <ol className="grid gap-3 md:grid-cols-2" aria-label="Community prompts">
          {COMMUNITY_PROMPTS.map((prompt, index) => (
            <li key={prompt} className="flex gap-3 rounded-lg bg-muted p-4">
              <span aria-hidden="true" className="font-bold text-primary">
                {index + 1}.
              </span>
              <span>{prompt}</span>
            </li>
          ))}
        </ol>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>How to take part</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 pl-5">
            {COMMUNITY_GUIDELINES.map((guideline) => (
              <li key={guideline}>{guideline}</li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={educationLink({ module: 'finding-your-people' })}>Read: Finding Your People</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={PAGE_PATHS.archetypes}>Find your archetype</Link>
        </Button>
      </div>
    </SectionPage>
  );
}
