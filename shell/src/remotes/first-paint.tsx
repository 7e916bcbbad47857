import { EDUCATION_LIBRARY_TITLE, libraryIntro, MRS_PAGE, SUPPORT_PAGE } from '@renewed/content';
import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import { BookIcon, Card, CardDescription, CardHeader, CardTitle, HeartIcon, ShieldIcon, SparkleIcon } from '@renewed/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';

/**
 * The fixed opening of a remote's page, painted by the shell while the remote's code loads, so the
 * page's largest text is on screen before any remote code runs (docs/architecture.md,
 * "Performance"). Each is the remote's own markup and words (from @renewed/content); the remote
 * renders the same in its place once it mounts. A chunk of its own, fetched on a remote's route
 * only (index.html lists it for those routes), so a first visit to `/` does not carry it.
 */

function EducationOpening() {
  return (
    <header className="space-y-4">
      <h1 className="font-serif text-4xl font-bold">{EDUCATION_LIBRARY_TITLE}</h1>
      {/* No count yet: the remote adds the number of modules the API served when it mounts. */}
      <p className="max-w-3xl text-lg text-muted-foreground">{libraryIntro(0)}</p>
    </header>
  );
}

function MrsOpening() {
  return (
    <section aria-labelledby="mrs-opening-title" className="mx-auto max-w-4xl space-y-6">
      <Link
        to={PAGE_PATHS.healthAssessment}
        className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
      >
        <span aria-hidden="true">←&nbsp;</span>
        {MRS_PAGE.backLink}
      </Link>
      <h1 id="mrs-opening-title" className="font-serif text-3xl font-bold leading-tight sm:text-4xl">
        {MRS_PAGE.title}
      </h1>
      <p className="text-lg">{MRS_PAGE.intro}</p>
      <div role="note" className="rounded-lg border border-border bg-accent p-4 text-accent-foreground">
        <p className="font-semibold">{MRS_PAGE.noteTitle}</p>
        <p>{MRS_PAGE.note}</p>
      </div>
    </section>
  );
}

const SUPPORT_ICONS = [HeartIcon, SparkleIcon, BookIcon, ShieldIcon];

function SupportOpening() {
  return (
    <section aria-labelledby="donate-opening-title" className="space-y-8">
      <header className="space-y-3 text-center">
        <h1 id="donate-opening-title" className="font-serif text-4xl font-bold">
          {SUPPORT_PAGE.title}
        </h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">{SUPPORT_PAGE.intro}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="What your donation does">
        {SUPPORT_PAGE.benefits.map(({ title, text }, index) => {
          const Icon = SUPPORT_ICONS[index] ?? HeartIcon;
          return (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon className="h-7 w-7 text-primary" />
                  <CardTitle className="text-xl">{title}</CardTitle>
                  <CardDescription>{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** By route: the remote routes whose opening the shell paints first. */
export const FIRST_PAINTS: Readonly<Partial<Record<string, ComponentType>>> = {
  [PAGE_PATHS.education]: EducationOpening,
  [PAGE_PATHS.menopauseRatingScale]: MrsOpening,
  [PAGE_PATHS.subscribe]: SupportOpening,
};
