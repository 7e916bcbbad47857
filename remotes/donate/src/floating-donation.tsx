import { HeartIcon, RemoteRoot } from '@renewed/ui';
import { toast } from '@renewed/web-kit';
import { useEffect, useState } from 'react';
import styles from './styles.css?inline';
import { useDonationHost } from './use-donation-host';

/**
 * The dialog (tiers, amounts, Stripe's form) is fetched on first use, not with the button, and
 * with it the query provider it renders under (the shell gives widgets none, so React Query is
 * not fetched for a visit that never opens the dialog).
 */
const loadDialog = () => Promise.all([import('./donation-dialog'), import('@renewed/web-kit/query-client')]);
type Dialog = Awaited<typeof import('./donation-dialog')>['DonationDialog'];
type Provider = Awaited<typeof import('@renewed/web-kit/query-client')>['QueryProvider'];
/** A head start when a press is likely; a failure is reported only if the visitor then presses. */
const prefetchDialog = () => void loadDialog().catch(() => undefined);

/**
 * The floating donation button (exposed as ./FloatingDonation): fixed at the bottom centre of the
 * landing page and the dashboard; it opens the donation dialog.
 */
export default function FloatingDonation() {
  const { open, setOpen, resumeAmount, onResumed } = useDonationHost();
  // Kept once loaded (so the dialog keeps its state and closing animation after that).
  const [loaded, setLoaded] = useState<{ DonationDialog: Dialog; QueryProvider: Provider } | null>(null);
  const opening = open && loaded === null;
  useEffect(() => {
    if (!opening) return;
    let current = true;
    loadDialog().then(
      ([{ DonationDialog }, { QueryProvider }]) => current && setLoaded({ DonationDialog, QueryProvider }),
      () => {
        if (!current) return;
        setOpen(false);
        toast({
          variant: 'destructive',
          title: 'Could not open the donation form',
          description: 'It did not download. Please check your connection and try again.',
        });
      },
    );
    return () => {
      current = false;
    };
  }, [opening, setOpen]);
  return (
    <RemoteRoot name="donate" css={styles}>
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
        <button
          type="button"
          aria-label="Support Education"
          title="Support Education"
          onClick={() => setOpen(true)}
          // Start fetching the dialog when a press is likely, so it opens without a wait.
          onPointerEnter={prefetchDialog}
          onFocus={prefetchDialog}
          className="group pointer-events-auto inline-flex min-h-12 items-center gap-2 rounded-full bg-primary px-4 py-3 text-primary-foreground shadow-lg hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <HeartIcon className="h-6 w-6" />
          <span
            aria-hidden="true"
            className="max-w-0 overflow-hidden whitespace-nowrap font-medium group-hover:max-w-xs group-focus-visible:max-w-xs motion-safe:transition-[max-width] motion-safe:duration-300"
          >
            Support Education
          </span>
        </button>
      </div>
      {opening && (
        <p role="status" className="fixed inset-x-0 bottom-20 z-40 flex justify-center px-4">
          <span className="rounded-full bg-card px-3 py-1 text-sm text-card-foreground shadow">Opening the donation form...</span>
        </p>
      )}
      {loaded && (
        <loaded.QueryProvider>
          <loaded.DonationDialog open={open} onOpenChange={setOpen} resumeAmount={resumeAmount} onResumed={onResumed} />
        </loaded.QueryProvider>
      )}
    </RemoteRoot>
  );
}
