import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import { SUPPORT_PAGE } from '@renewed/content';
import {
  BookIcon,
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  HeartIcon,
  RemoteRoot,
  ShieldIcon,
  SparkleIcon,
} from '@renewed/ui';
import { toast } from '@renewed/web-kit';
import { useEffect, type ComponentType, type SVGProps } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DonationDialog } from './donation-dialog';
import styles from './styles.css?inline';
import { useDonationHost } from './use-donation-host';

/** What a donation pays for (the words in @renewed/content, which the shell paints first), with its icon. */
const ICONS: ReadonlyArray<ComponentType<SVGProps<SVGSVGElement>>> = [HeartIcon, SparkleIcon, BookIcon, ShieldIcon];
const BENEFITS = SUPPORT_PAGE.benefits.map((benefit, index) => ({ ...benefit, Icon: ICONS[index] ?? HeartIcon }));

/** The donate remote's /subscribe page (exposed as ./App). */
export default function App() {
  const { open, setOpen, resumeAmount, onResumed } = useDonationHost();
  const [searchParams, setSearchParams] = useSearchParams();

  // A payment method that redirects (a bank page) returns here with Stripe's status.
  useEffect(() => {
    const status = searchParams.get('redirect_status');
    if (!status) return;
    if (status === 'succeeded') {
      toast({ title: 'Thank You! 🌟', description: 'Your generous donation helps keep the mystical energies flowing!' });
    } else {
      toast({
        title: 'Payment Failed',
        description: 'Your payment did not go through. Please try again.',
        variant: 'destructive',
      });
    }
    setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  return (
    <RemoteRoot name="donate" css={styles}>
      <section aria-labelledby="donate-title" className="space-y-8">
        <header className="space-y-3 text-center">
          <h1 id="donate-title" className="font-serif text-4xl font-bold">
            {SUPPORT_PAGE.title}
          </h1>
          <p className="mx-auto max-w-2xl text-lg text-muted-foreground">{SUPPORT_PAGE.intro}</p>
        </header>
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="What your donation does">
          {BENEFITS.map(({ title, text, Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon className="h-7 w-7 text-primary" />
                  <CardTitle className="text-xl">{title}</CardTitle>
                  <CardDescription>{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-4">
          <Button size="lg" className="min-w-48 tracking-wide" onClick={() => setOpen(true)}>
            DONATE
          </Button>
          <p className="text-center text-muted-foreground">
            Looking for one-to-one support?{' '}
            <Link to={PAGE_PATHS.coaching} className="font-medium text-primary underline underline-offset-4">
              Learn about coaching
            </Link>
          </p>
          <Button asChild variant="outline">
            <Link to={PAGE_PATHS.landing}>Back to Home</Link>
          </Button>
        </div>
      </section>
      <DonationDialog open={open} onOpenChange={setOpen} resumeAmount={resumeAmount} onResumed={onResumed} />
    </RemoteRoot>
  );
}
