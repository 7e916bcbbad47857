import { HeartIcon, RemoteRoot } from '@renewed/ui';
import { lazy, Suspense, useState } from 'react';
import styles from './styles.css?inline';
import { useDonationHost } from './use-donation-host';

const loadDialog = () => import('./donation-dialog');
/** The dialog (tiers, amounts, Stripe's form) is fetched on first use, not with the button. */
const DonationDialog = lazy(() => loadDialog().then((module) => ({ default: module.DonationDialog })));

/**
 * The floating donation button (exposed as ./FloatingDonation): fixed at the bottom centre of the
 * landing page and the dashboard; it opens the donation dialog.
 */
export default function FloatingDonation() {
  const { open, setOpen, resumeAmount, onResumed } = useDonationHost();
  // Mounted from the first opening on (so it keeps its state and closing animation after that).
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <RemoteRoot name="donate" css={styles}>
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
        <button
          type="button"
          aria-label="Support Education"
          title="Support Education"
          onClick={() => setOpen(true)}
          // Start fetching the dialog when a press is likely, so it opens without a wait.
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
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
      {used && (
        <Suspense fallback={null}>
          <DonationDialog open={open} onOpenChange={setOpen} resumeAmount={resumeAmount} onResumed={onResumed} />
        </Suspense>
      )}
    </RemoteRoot>
  );
}
