import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { formatDonationAmount } from '@renewed/contracts/donation-amount';
import { Button, ErrorCard, LoadingMessage } from '@renewed/ui';
import { toast } from '@renewed/web-kit';
import { useCallback, useEffect, useState, type FormEvent } from 'react';

/**
 * The card step. This module is loaded only when a visitor reaches it, and Stripe.js only then
 * (the `pure` entry never adds the script on import), so ordinary pages load no third-party code.
 */
const stripeLoads = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let load = stripeLoads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey);
    load.catch(() => stripeLoads.delete(publishableKey)); // a retry loads it again
    stripeLoads.set(publishableKey, load);
  }
  return load;
}

type Props = {
  publishableKey: string;
  clientSecret: string;
  amount: number;
  onSucceeded(): void;
  onChooseAgain(): void;
};

type LoadState = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

export default function PaymentForm({ publishableKey, clientSecret, amount, onSucceeded, onChooseAgain }: Props) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    stripeFor(publishableKey)
      .then((stripe) => active && setState(stripe ? { status: 'ready', stripe } : { status: 'failed' }))
      .catch(() => active && setState({ status: 'failed' }));
    return () => {
      active = false;
    };
  }, [publishableKey, attempt]);

  if (state.status === 'loading') return <LoadingMessage>Loading the secure card form...</LoadingMessage>;
  if (state.status === 'failed') {
    return (
      <div className="space-y-3">
        <ErrorCard
          title="The card form didn't load"
          message="We couldn't reach Stripe, our payment provider. Check your connection and try again."
          onRetry={() => setAttempt((value) => value + 1)}
        />
        <Button variant="outline" className="w-full" onClick={onChooseAgain}>
          Choose Different Amount
        </Button>
      </div>
    );
  }
  const dark = document.documentElement.classList.contains('dark');
  return (
    <Elements stripe={state.stripe} options={{ clientSecret, appearance: { theme: dark ? 'night' : 'stripe' } }}>
      <CheckoutForm amount={amount} onSucceeded={onSucceeded} onChooseAgain={onChooseAgain} />
    </Elements>
  );
}

function CheckoutForm({ amount, onSucceeded, onChooseAgain }: Pick<Props, 'amount' | 'onSucceeded' | 'onChooseAgain'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      // Submits only when Stripe.js and its form elements are ready.
      if (!stripe || !elements || !ready || processing) return;
      setProcessing(true);
      try {
        const result = await stripe.confirmPayment({
          elements,
          redirect: 'if_required',
          // Only payment methods that need a redirect (bank pages) come back here.
          confirmParams: { return_url: `${window.location.origin}/subscribe` },
        });
        if (result.error) {
          toast({
            title: 'Payment Failed',
            description: result.error.message ?? 'Your card was not charged. Please try again.',
            variant: 'destructive',
          });
          return;
        }
        onSucceeded();
      } catch {
        toast({ title: 'Payment Failed', description: 'Your card was not charged. Please try again.', variant: 'destructive' });
      } finally {
        setProcessing(false);
      }
    },
    [stripe, elements, ready, processing, onSucceeded],
  );

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Card payment">
      <PaymentElement onReady={() => setReady(true)} />
      <Button type="submit" className="w-full" disabled={!stripe || !elements || !ready || processing}>
        {processing ? 'Processing...' : `Complete Donation $${formatDonationAmount(amount)}`}
      </Button>
      <Button type="button" variant="outline" className="w-full" onClick={onChooseAgain} disabled={processing}>
        Choose Different Amount
      </Button>
    </form>
  );
}
