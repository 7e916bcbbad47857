import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** Stripe refused or could not be reached; `message` is safe to show. */
export class StripeRequestError extends Error {
  override readonly name = 'StripeRequestError';
}

/** The Stripe-Signature header is missing or does not match the body and the webhook secret. */
export class StripeSignatureError extends Error {
  override readonly name = 'StripeSignatureError';
}

/** How far a webhook's signing time may be from now, either way (Stripe's own default, 5 minutes). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** How long one call to Stripe may take before the visitor gets a 502. */
const STRIPE_TIMEOUT_MS = 15_000;

/**
 * The adapter around the official `stripe` package: the only file that talks to Stripe. Tests
 * point it at a local fake of the Stripe HTTP API with STRIPE_API_BASE_URL (host, port, protocol).
 */
@Injectable()
export class StripeGateway {
  private readonly client?: Stripe;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { stripe, stripeApiBaseUrl } = config.donations;
    if (stripe) {
      this.client = new Stripe(stripe.secretKey, {
        // Network retries reuse the idempotency key, so a retried create never makes two intents.
        maxNetworkRetries: 2,
        timeout: STRIPE_TIMEOUT_MS,
        appInfo: { name: 'Renewed' },
        ...(stripeApiBaseUrl
          ? {
              host: stripeApiBaseUrl.hostname,
              port: Number(stripeApiBaseUrl.port || (stripeApiBaseUrl.protocol === 'https:' ? 443 : 80)),
              protocol: stripeApiBaseUrl.protocol === 'https:' ? 'https' : 'http',
            }
          : {}),
      });
    }
  }

  get paymentsEnabled(): boolean {
    return this.client !== undefined;
  }

  /** A PaymentIntent for `cents`; resolves its client secret. */
  async createPaymentIntent(input: { cents: number; currency: string; idempotencyKey: string }): Promise<string> {
    if (!this.client) throw new StripeRequestError('Card donations are not configured on this server.');
    try {
      const intent = await this.client.paymentIntents.create(
        {
          amount: input.cents,
          currency: input.currency,
          automatic_payment_methods: { enabled: true },
          description: 'Donation to Renewed',
          metadata: { purpose: 'donation' },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new StripeRequestError('Stripe did not return a client secret.');
      return intent.client_secret;
    } catch (error) {
      if (error instanceof StripeRequestError) throw error;
      const message = error instanceof Stripe.errors.StripeError ? error.message : 'Stripe could not be reached.';
      throw new StripeRequestError(message);
    }
  }

  /**
   * Verifies the signature on the exact bytes received and parses the event. The library refuses
   * a signing time older than its tolerance but accepts any time in the future; a signature
   * dated ahead of the clock by more than the same tolerance is refused here too.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined, webhookSecret: string): Stripe.Event {
    if (!signature) throw new StripeSignatureError('The Stripe-Signature header is missing.');
    try {
      const event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
      if (signedAt - Math.floor(Date.now() / 1000) > WEBHOOK_TOLERANCE_SECONDS) {
        throw new StripeSignatureError('The Stripe signature is dated in the future: event refused.');
      }
      return event;
    } catch (error) {
      if (error instanceof StripeSignatureError) throw error;
      const reason = error instanceof Stripe.errors.StripeSignatureVerificationError ? 'does not match' : 'could not be read';
      throw new StripeSignatureError(`The Stripe signature ${reason}: event refused.`);
    }
  }
}
