import {
  DONATION_TIERS,
  formatDonationAmount,
  MIN_DONATION_AMOUNT,
  DONATION_AMOUNT_STEP,
} from '@renewed/contracts/donation-amount';
import type { DonationConfig } from '@renewed/contracts/donations';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorCard,
  LoadingMessage,
} from '@renewed/ui';
import { toast, useOnline } from '@renewed/web-kit';
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, type FormEvent, type KeyboardEvent } from 'react';
import {
  customDonateDisabled,
  documentNeedsReloadForPayments,
  donationFlowReducer,
  INITIAL_FLOW,
  readCustomAmount,
  reloadUrlFor,
} from './donation-flow';
import { TierIcon } from './tier-icon';
import { useCreateDonationIntent, useDonationConfig } from './use-donations';

/** The card step and Stripe.js load only when a visitor gets there. */
const PaymentForm = lazy(() => import('./payment-form'));

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** An amount to go straight to the card step with (after a fresh page load). */
  resumeAmount?: number;
  onResumed?(): void;
};

/** The donation dialog (docs/product.md, "Donate"): amount, then the card form. */
export function DonationDialog({ open, onOpenChange, resumeAmount, onResumed }: Props) {
  const config = useDonationConfig();
  const online = useOnline();
  const createIntent = useCreateDonationIntent();
  const [flow, dispatch] = useReducer(donationFlowReducer, INITIAL_FLOW);
  const { reset: resetIntent, mutate: requestIntent } = createIntent;

  const close = useCallback(
    (next: boolean) => {
      if (!next) {
        dispatch({ type: 'reset' });
        resetIntent();
      }
      onOpenChange(next);
    },
    [onOpenChange, resetIntent],
  );

  const donate = useCallback(
    (amount: number, allowReload = true) => {
      if (allowReload && documentNeedsReloadForPayments(document)) {
        // This page's security policy has no Stripe: load the page afresh, then continue.
        window.location.assign(reloadUrlFor(window.location, amount));
        return;
      }
      dispatch({ type: 'request-intent', amount });
      requestIntent(amount, {
        onSuccess: ({ clientSecret }) => dispatch({ type: 'intent-created', amount, clientSecret }),
        onError: () => {
          toast({ title: 'Error', description: 'Failed to initialize payment. Please try again.', variant: 'destructive' });
          dispatch({ type: 'intent-failed' });
        },
      });
    },
    [requestIntent],
  );

  const resumed = useRef(false);
  useEffect(() => {
    if (!open || resumeAmount === undefined || resumed.current || !config.data?.enabled) return;
    resumed.current = true;
    onResumed?.();
    donate(resumeAmount, false);
  }, [open, resumeAmount, config.data, donate, onResumed]);

  const succeeded = useCallback(() => {
    toast({ title: 'Thank You! 🌟', description: 'Your generous donation helps keep the mystical energies flowing!' });
    close(false);
  }, [close]);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent aria-describedby="donation-dialog-description">
        <DialogHeader>
          <DialogTitle>Support Renewed</DialogTitle>
          <DialogDescription id="donation-dialog-description">
            Renewed is free for everyone. A donation helps keep it that way.
          </DialogDescription>
        </DialogHeader>
        {!online ? (
          <p role="status" className="rounded-md border border-border bg-muted p-4" data-testid="needs-connection">
            Donations need an internet connection, and you are offline right now. Please try again when you are back online.
          </p>
        ) : config.isPending ? (
          <LoadingMessage>Loading donation options...</LoadingMessage>
        ) : config.isError ? (
          <ErrorCard
            title="Donations didn't load"
            message="We couldn't reach the server. Check your connection and try again."
            onRetry={() => void config.refetch()}
          />
        ) : !config.data.enabled ? (
          <NotAvailable />
        ) : flow.step === 'pay' ? (
          <Suspense fallback={<LoadingMessage>Loading the secure card form...</LoadingMessage>}>
            <PaymentForm
              publishableKey={config.data.publishableKey}
              clientSecret={flow.clientSecret}
              amount={flow.amount}
              onSucceeded={succeeded}
              onChooseAgain={() => {
                dispatch({ type: 'choose-again' });
                resetIntent();
              }}
            />
          </Suspense>
        ) : (
          <AmountChooser
            config={config.data}
            customText={flow.customText}
            loading={createIntent.isPending}
            onCustomText={(text) => dispatch({ type: 'edit-custom', text })}
            onDonate={donate}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function NotAvailable() {
  return (
    <div role="status" className="rounded-md border border-border bg-muted p-4 text-sm">
      <p className="font-medium">Card donations are not available on this server.</p>
      <p className="mt-1 text-muted-foreground">
        Whoever runs this copy of Renewed has not set up card payments. Everything else in Renewed stays free to use.
      </p>
    </div>
  );
}

type ChooserProps = {
  config: Extract<DonationConfig, { enabled: true }>;
  customText: string;
  loading: boolean;
  onCustomText(text: string): void;
  onDonate(amount: number): void;
};

function AmountChooser({ config, customText, loading, onCustomText, onDonate }: ChooserProps) {
  const submitCustom = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    if (loading) return;
    const result = readCustomAmount(customText, config.maxAmount);
    if (!result.ok) {
      toast({ title: result.title, description: result.description, variant: 'destructive' });
      return;
    }
    onDonate(result.amount);
  };

  return (
    <div className="space-y-5">
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Donation amounts">
        {DONATION_TIERS.map((tier) => (
          <li key={tier.amount}>
            <button
              type="button"
              className="flex min-h-16 w-full flex-col items-start gap-1 rounded-md border border-input bg-card px-4 py-3 text-left text-card-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50"
              disabled={loading}
              onClick={() => onDonate(tier.amount)}
            >
              <span className="flex items-center gap-2 text-xl font-semibold">
                <TierIcon icon={tier.icon} className="h-5 w-5 text-primary" />${tier.amount}
              </span>
              <span className="text-sm text-muted-foreground">{tier.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submitCustom} className="space-y-2" noValidate>
        <label htmlFor="donation-custom-amount" className="block text-sm font-medium">
          Custom amount ({config.currency.toUpperCase()})
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground"
            >
              $
            </span>
            <input
              id="donation-custom-amount"
              type="number"
              inputMode="decimal"
              min={MIN_DONATION_AMOUNT}
              max={config.maxAmount}
              step={DONATION_AMOUNT_STEP}
              value={customText}
              onChange={(event) => onCustomText(event.target.value)}
              onKeyDown={(event) => {
                // Enter works even while Donate is disabled, so a too-small amount gets its toast.
                if (event.key === 'Enter') submitCustom(event);
              }}
              placeholder="Enter amount"
              className="min-h-11 w-full rounded-md border border-input bg-background py-2 pl-7 pr-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-describedby="donation-custom-hint"
            />
          </div>
          <Button type="submit" disabled={customDonateDisabled(customText) || loading}>
            {loading ? 'Starting...' : 'Donate'}
          </Button>
        </div>
        <p id="donation-custom-hint" className="text-xs text-muted-foreground">
          At least ${MIN_DONATION_AMOUNT}, up to ${formatDonationAmount(config.maxAmount)}. Card details go to Stripe, our payment
          provider, and never reach our servers.
        </p>
      </form>
    </div>
  );
}
