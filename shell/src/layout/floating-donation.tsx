import { DONATE_QUERY_PARAM, DONATION_HOST_MODULE, type DonationHostProps } from '@renewed/contracts/donation-pages';
import { HeartIcon } from '@renewed/ui';
import { toast } from '@renewed/web-kit';
import { useEffect, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FallbackBoundary } from './fallback-boundary';

type DonationHost = ComponentType<DonationHostProps>;

let pending: Promise<DonationHost> | undefined;
/** The donate remote's dialog, fetched once; a failed fetch is forgotten so the next press retries. */
function loadDonationHost(): Promise<DonationHost> {
  pending ??= import('../remotes/load-remote')
    .then(({ loadRemoteApp }) => loadRemoteApp('donate', DONATION_HOST_MODULE) as Promise<DonationHost>)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
/** A head start when a press is likely; a failure is reported only if the visitor then presses. */
const prefetch = () => void loadDonationHost().catch(() => undefined);

/**
 * The floating 'Support Education' button (landing page, home, dashboard), fixed at the bottom
 * centre, so it shifts nothing. The shell draws it with the page; the donate remote's dialog
 * (`./DonationHost`) is fetched only on the first press, with a head start on hover or focus, or
 * at once when the page was loaded with `?donate=<amount>` to resume a donation. A visit that
 * never donates downloads none of the donate remote (docs/decisions/0003-card-donations.md, "Card donations with Stripe").
 */
export function FloatingDonation() {
  const [searchParams] = useSearchParams();
  const resuming = searchParams.has(DONATE_QUERY_PARAM);
  const [open, setOpen] = useState(false);
  const [Host, setHost] = useState<DonationHost | undefined>();
  const wanted = open || resuming;
  useEffect(() => {
    if (!wanted || Host) return;
    let current = true;
    loadDonationHost().then(
      (loaded) => current && setHost(() => loaded),
      (error: unknown) => {
        if (!current) return;
        console.warn('The donation dialog did not download', error);
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
  }, [wanted, Host]);
  return (
    <>
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
        <button
          type="button"
          aria-label="Support Education"
          title="Support Education"
          onClick={() => setOpen(true)}
          onPointerEnter={prefetch}
          onFocus={prefetch}
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
      {open && !Host && (
        <p role="status" className="fixed inset-x-0 bottom-20 z-40 flex justify-center px-4">
          <span className="rounded-full bg-card px-3 py-1 text-sm text-card-foreground shadow">Opening the donation form...</span>
        </p>
      )}
      {Host && (
        // A dialog that crashes costs only the dialog: the page and the button stay.
        <FallbackBoundary what="The donation dialog" fallback={null}>
          <Host open={open} onOpenChange={setOpen} />
        </FallbackBoundary>
      )}
    </>
  );
}
