import { educationLink, PAGE_PATHS } from '@renewed/contracts/page-paths';
import type { CheckInType } from '@renewed/contracts';
import { LEARNING_PATH, localDateKey, TODAYS_FOCUS } from '@renewed/content';
import {
  Badge,
  BoltIcon,
  FlameIcon,
  MoonIcon,
  ShieldIcon,
  SparkleIcon,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@renewed/ui';
import { toast } from '@renewed/web-kit';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSiteConfig } from '../../site/site-config';
import { CourseCard } from './course-card';
import type * as DashboardDialogs from './dashboard-dialogs';
import { dayAndDate } from './day-and-date';
import { DailyProtocolCard } from './daily-protocol-card';
import { MeasuresCard } from './measures-card';
import { PatternsCard } from './patterns-card';

const QUICK_CARD_CLASS =
  'flex min-h-28 flex-col items-start gap-1 rounded-lg border border-border bg-card p-4 text-left shadow-sm transition-shadow hover:shadow-md disabled:opacity-60';

function QuickCard({
  title,
  text,
  icon,
  onClick,
  onIntent,
  disabled,
  href,
}: {
  title: string;
  text: string;
  icon: ReactNode;
  onClick?: () => void;
  /** Called when the pointer rests on the button or it gets focus: a head start for what it opens. */
  onIntent?: () => void;
  disabled?: boolean;
  /** An external site: opens in a new tab (never embedded, so its scripts never run inside Renewed). */
  href?: string;
}) {
  const content = (
    <>
      <span aria-hidden="true" className="text-primary">
        {icon}
      </span>
      <span className="font-semibold">{title}</span>
      <span className="text-sm text-muted-foreground">{text}</span>
    </>
  );
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={QUICK_CARD_CLASS}>
        {content}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      disabled={disabled}
      className={QUICK_CARD_CLASS}
    >
      {content}
    </button>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center rounded-md bg-primary px-5 font-medium text-primary-foreground hover:bg-primary/90"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The forms' code, fetched on the first press of a button that opens one (Radix Dialog and the
 * forms, about 12 KB compressed, are not part of the dashboard's first visit), with a head start
 * when a pointer rests on the button or it gets focus. The dialog opens as soon as it arrives; if
 * the fetch fails, `closeAll` runs, a toast says so, and the next press tries again.
 */
function useDialogsOnFirstPress(closeAll: () => void) {
  const [loaded, setLoaded] = useState<typeof DashboardDialogs>();
  const prefetch = () => {
    if (!loaded) void import('./dashboard-dialogs').catch(() => undefined);
  };
  const open = (show: () => void) => {
    show();
    if (loaded) return;
    import('./dashboard-dialogs')
      .then((module) => setLoaded(module))
      .catch((error: unknown) => {
        console.error('The form failed to load', error);
        closeAll();
        toast({ title: "The form didn't load", description: 'Check your connection and try again.', variant: 'destructive' });
      });
  };
  return { loaded, open, prefetch };
}

export function DashboardScreen() {
  const [hotFlashOpen, setHotFlashOpen] = useState(false);
  const [shieldOpen, setShieldOpen] = useState(false);
  const [checkIn, setCheckIn] = useState<CheckInType | null>(null);
  const dialogs = useDialogsOnFirstPress(() => {
    setHotFlashOpen(false);
    setShieldOpen(false);
    setCheckIn(null);
  });
  const { tarotUrl, communityUrl, coaching } = useSiteConfig();
  const today = new Date();

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-serif text-4xl font-bold">Your Dashboard</h1>
          <p className="text-muted-foreground">Today is {dayAndDate(today)}.</p>
        </div>
        <nav aria-label="Dashboard" className="flex flex-wrap items-center gap-2">
          <Button asChild variant="outline">
            <Link to={PAGE_PATHS.tracking}>Track</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={PAGE_PATHS.education}>Learn</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={PAGE_PATHS.practice}>Practice</Link>
          </Button>
          <Badge variant="success">100% Free</Badge>
        </nav>
      </header>

      <section aria-label="Quick actions" className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        <QuickCard
          icon={<FlameIcon />}
          title="Log Hot Flash"
          text="Severity, duration, triggers"
          onClick={() => dialogs.open(() => setHotFlashOpen(true))}
          onIntent={dialogs.prefetch}
        />
        <QuickCard
          icon={<ShieldIcon />}
          title="Luxe Self-Care Shield"
          text="A one-minute boundary ritual"
          onClick={() => dialogs.open(() => setShieldOpen(true))}
          onIntent={dialogs.prefetch}
        />
        <QuickCard
          icon={<SparkleIcon />}
          title="Daily Tarot"
          text={tarotUrl ? 'A moment of reflection, on our partner site' : 'Not set up on this server'}
          href={tarotUrl}
          disabled={!tarotUrl}
        />
        <QuickCard
          icon={<MoonIcon />}
          title="Sleep Quality"
          text="How did you sleep?"
          onClick={() => dialogs.open(() => setCheckIn('sleep_quality'))}
          onIntent={dialogs.prefetch}
        />
        <QuickCard
          icon={<BoltIcon />}
          title="Energy Level"
          text="How is your energy?"
          onClick={() => dialogs.open(() => setCheckIn('energy_level'))}
          onIntent={dialogs.prefetch}
        />
      </section>

      <div className="grid gap-5 lg:grid-cols-3">
        <DailyProtocolCard date={localDateKey(today)} className="lg:col-span-2" />
        <PatternsCard />
        <MeasuresCard />
        <CourseCard />

        <Card>
          <CardHeader>
            <CardTitle>Today's Focus</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5">
              {TODAYS_FOCUS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Learning Path</CardTitle>
            <CardDescription>Three good places to start in the library.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1">
              {LEARNING_PATH.map((title) => (
                <li key={title}>
                  <Link
                    to={educationLink({ search: title })}
                    className="inline-block min-h-8 py-1 text-primary underline-offset-4 hover:underline"
                  >
                    {title}
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
          <CardFooter>
            <Button asChild variant="secondary">
              <Link to={PAGE_PATHS.education}>Open the Education Hub</Link>
            </Button>
          </CardFooter>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Daily Tarot</CardTitle>
            <CardDescription>
              A card a day as a prompt for reflection, for fun, not prediction. It is a separate site, so it opens in a new tab
              and follows its own privacy policy.
            </CardDescription>
          </CardHeader>
          <CardFooter className="flex-wrap">
            {tarotUrl ? (
              <ExternalLink href={tarotUrl}>Draw today's card</ExternalLink>
            ) : (
              <p className="text-sm text-muted-foreground">The tarot site is not set up on this server.</p>
            )}
          </CardFooter>
        </Card>

        {/* The paid offer shows only with who gives it and their qualifications (docs/product.md, "Coaching"). */}
        {coaching ? (
          <Card>
            <CardHeader>
              <CardTitle>One-to-one coaching</CardTitle>
              <CardDescription>
                Personal guidance for your Power Years, at $75 per hour, with {coaching.name} ({coaching.qualifications}). Not
                medical care.
              </CardDescription>
            </CardHeader>
            <CardFooter>
              <Button asChild>
                <Link to={PAGE_PATHS.coaching}>Schedule $75 Consultation</Link>
              </Button>
            </CardFooter>
          </Card>
        ) : null}

        <Card>
          <CardHeader>
            <CardTitle>Community</CardTitle>
            <CardDescription>Women who understand, sharing what helps.</CardDescription>
          </CardHeader>
          <CardFooter>
            {communityUrl ? (
              <ExternalLink href={communityUrl}>Join the community</ExternalLink>
            ) : (
              <Link to={PAGE_PATHS.community} className="text-primary underline">
                Visit the community page
              </Link>
            )}
          </CardFooter>
        </Card>
      </div>

      {dialogs.loaded ? (
        <>
          <dialogs.loaded.HotFlashDialog open={hotFlashOpen} onOpenChange={setHotFlashOpen} />
          <dialogs.loaded.ShieldDialog open={shieldOpen} onOpenChange={setShieldOpen} />
          <dialogs.loaded.CheckInDialog type={checkIn} onOpenChange={(open) => !open && setCheckIn(null)} />
        </>
      ) : null}
    </div>
  );
}
