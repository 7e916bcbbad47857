import type { EducationModuleSummary, EducationProgress } from '@renewed/contracts';
import { EDUCATION_LIBRARY_TITLE } from '@renewed/content';
import { Button, Progress, Skeleton } from '@renewed/ui';
import * as Tabs from '@radix-ui/react-tabs';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useEducationModules, useReadingProgress } from '../api/use-education';
import { ModuleDialog } from '../reading/module-dialog';
import { categoryInfo, COLOUR_CLASSES } from './category-style';
import { DailyQuoteFooter } from './daily-quote';
import {
  filterModules,
  groupByCategory,
  LIBRARY_TABS,
  progressById,
  progressSummary,
  type LibraryCategory,
  type LibraryTab,
  libraryIntro,
} from './library-logic';
import { moduleToOpen, readLibraryParams, writeLibraryParams } from './library-params';
import { ModuleCard } from './module-card';

/** Typing within this long of the last keystroke updates the same history entry. */
const TYPING_BURST_MS = 1_000;

function EmptyState({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border p-10 text-center">
      <p className="font-serif text-2xl font-semibold">{title}</p>
      <p className="mt-2 text-muted-foreground">{message}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

function LibrarySkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading modules...
      </p>
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" data-testid="library-skeleton">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="grid gap-3 rounded-lg border border-border p-5">
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-7 w-3/4" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-6 w-28" />
          </div>
        ))}
      </div>
    </div>
  );
}

function CategorySection({
  category,
  allInCategory,
  shown,
  progress,
  onOpen,
}: {
  category: LibraryCategory;
  allInCategory: EducationModuleSummary[];
  shown: EducationModuleSummary[];
  progress: ReadonlyMap<string, EducationProgress>;
  onOpen: (module: EducationModuleSummary) => void;
}) {
  const info = categoryInfo(category);
  const summary = progressSummary(allInCategory, progress);
  const headingId = `category-${category}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-category={category}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-xl ${COLOUR_CLASSES[info.colour]}`}
          >
            {info.icon}
          </span>
          <div>
            <h2 id={headingId} className="font-serif text-2xl font-semibold">
              {info.name}
            </h2>
            <p className="max-w-2xl text-muted-foreground">{info.description}</p>
          </div>
        </div>
        <div className="w-full max-w-xs space-y-1">
          <p className="text-right text-base">
            <span className="font-semibold tabular-nums">
              {summary.completed}/{summary.total}
            </span>{' '}
            <span className="text-muted-foreground">completed</span>
          </p>
          <Progress value={summary.percent} label={`${info.name}: ${summary.completed} of ${summary.total} modules completed`} />
        </div>
      </div>
      <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-label={`${info.name} modules`}>
        {shown.map((module) => (
          <li key={module.id}>
            <ModuleCard module={module} progress={progress.get(module.id)} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The education library (spec: "Education library (/education)"). */
export function EducationLibrary() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { modules, isLoading } = useEducationModules();
  const titles = useMemo(() => new Map(modules.map((module) => [module.id, module.title])), [modules]);
  const fromUrl = readLibraryParams(searchParams, titles);
  const tab = fromUrl.tab;

  // The search box keeps its own text (typing stays instant) and mirrors it into the URL; a URL
  // change from elsewhere (back button, a shared link) puts its text back into the box.
  const [searchText, setSearchText] = useState(fromUrl.search);
  const lastSyncedSearch = useRef(fromUrl.search);
  const lastKeystroke = useRef(0);
  useEffect(() => {
    if (fromUrl.search !== lastSyncedSearch.current) {
      lastSyncedSearch.current = fromUrl.search;
      setSearchText(fromUrl.search);
    }
  }, [fromUrl.search]);

  const reading = useReadingProgress();
  const progress = useMemo(() => progressById(reading.progress), [reading.progress]);
  const [openId, setOpenId] = useState<string | null>(null);
  // A resource link from Ask an Auntie opens its module's reader once the library has loaded.
  const location = useLocation();
  const linkedModule = moduleToOpen(searchParams, titles, location.state);
  useEffect(() => {
    if (linkedModule) setOpenId(linkedModule);
  }, [linkedModule]);
  const searchId = useId();

  // One navigation per change: Radix selects a tab on mouse down and again on focus, before the
  // new URL has rendered, so a URL already asked for is not pushed twice.
  const requestedQuery = useRef<string | null>(null);
  useEffect(() => {
    requestedQuery.current = null;
  }, [searchParams]);
  const navigate = (params: URLSearchParams, replace: boolean) => {
    const query = params.toString();
    if (query === (requestedQuery.current ?? searchParams.toString())) return;
    requestedQuery.current = query;
    setSearchParams(params, { replace });
  };

  const changeTab = (value: string) => {
    navigate(writeLibraryParams(searchParams, { tab: value as LibraryTab, search: searchText }), false);
  };
  const changeSearch = (text: string) => {
    setSearchText(text);
    lastSyncedSearch.current = text;
    const now = Date.now();
    const continuing = now - lastKeystroke.current < TYPING_BURST_MS;
    lastKeystroke.current = now;
    navigate(writeLibraryParams(searchParams, { tab, search: text }), continuing);
  };

  const overall = progressSummary(modules, progress);
  const visible = filterModules(modules, { tab, search: searchText });
  const inTab = tab === 'all' ? modules : modules.filter((module) => module.category === tab);
  const groups = groupByCategory(visible);
  const openModule = modules.find((module) => module.id === openId) ?? null;
  // The list (dozens of cards) renders as a background update once the data is in, in slices
  // that leave the page responsive, rather than in one long task (docs/architecture.md, "Performance").
  const loading = useDeferredValue(isLoading || reading.isLoading);

  let body: ReactNode;
  if (loading) {
    body = <LibrarySkeleton />;
  } else if (inTab.length === 0) {
    body = <EmptyState title="No modules available" message="This category doesn't have any modules yet." />;
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        title="No modules match your search"
        message={`Nothing in ${tab === 'all' ? 'the library' : 'this category'} matches "${searchText.trim()}". Try another word, or clear the search.`}
        action={
          <Button variant="outline" onClick={() => changeSearch('')}>
            Clear search
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="space-y-10">
        {groups.map((group) => (
          <CategorySection
            key={group.category}
            category={group.category}
            allInCategory={modules.filter((module) => module.category === group.category)}
            shown={group.modules}
            progress={progress}
            onOpen={(module) => setOpenId(module.id)}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <header className="space-y-4">
        {/* The heading and introduction the shell paints while this remote loads, now with the count. */}
        <h1 className="font-serif text-4xl font-bold">{EDUCATION_LIBRARY_TITLE}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground" data-testid="library-intro">
          {libraryIntro(modules.length)}
        </p>
        <div className="max-w-xl space-y-1">
          <p className="text-base">
            <span className="font-semibold">Your progress: </span>
            <span className="tabular-nums" data-testid="overall-progress">
              {overall.completed}/{overall.total}
            </span>{' '}
            modules completed
          </p>
          <Progress value={overall.percent} label={`Overall: ${overall.completed} of ${overall.total} modules completed`} />
          {reading.isError ? (
            <p className="text-base text-muted-foreground">Your reading progress couldn't be loaded just now.</p>
          ) : null}
        </div>
      </header>

      <div role="search" className="max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          Search modules
        </label>
        <input
          id={searchId}
          type="search"
          value={searchText}
          onChange={(event) => changeSearch(event.target.value)}
          placeholder="Search modules..."
          autoComplete="off"
          className="min-h-11 w-full rounded-md border border-input bg-background px-4 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>

      <Tabs.Root value={tab} onValueChange={changeTab} activationMode="automatic" className="space-y-6">
        <Tabs.List aria-label="Module categories" className="flex flex-wrap gap-2 rounded-lg bg-muted p-2">
          {LIBRARY_TABS.map((entry) => (
            <Tabs.Trigger
              key={entry.value}
              value={entry.value}
              className="min-h-11 rounded-md px-4 text-base font-medium text-muted-foreground transition-colors hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
            >
              {entry.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} className="focus-visible:ring-2 focus-visible:ring-ring">
          {body}
        </Tabs.Content>
      </Tabs.Root>

      <DailyQuoteFooter />

      <ModuleDialog
        summary={openModule}
        saved={openModule ? progress.get(openModule.id) : undefined}
        onClose={() => setOpenId(null)}
      />
    </div>
  );
}
