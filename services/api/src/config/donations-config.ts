import { ABSOLUTE_MAX_DONATION_AMOUNT, DEFAULT_MAX_DONATION_AMOUNT } from '@renewed/contracts';
import { z } from 'zod';

/**
 * Card donations (docs/decisions/0003-card-donations.md, "Card donations with Stripe"). Without STRIPE_SECRET_KEY and
 * STRIPE_PUBLISHABLE_KEY the dialog says card donations are not available on this server; without
 * STRIPE_WEBHOOK_SECRET Stripe events are refused (503), because they could not be verified.
 */
export type DonationsConfig = {
  stripe?: { secretKey: string; publishableKey: string };
  webhookSecret?: string;
  /** Tests only: a local fake of the Stripe HTTP API (`http://127.0.0.1:<port>`). */
  stripeApiBaseUrl?: URL;
  currency: string;
  maxAmount: number;
};

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Stripe charges these currencies in whole units; amounts here are converted to cents, so only
 * two-decimal currencies are accepted (https://docs.stripe.com/currencies#zero-decimal).
 */
const ZERO_DECIMAL_CURRENCIES = [
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
];

/** The environment variables of card donations (spread into the API's one config schema). */
export const DONATION_ENVIRONMENT = {
  STRIPE_SECRET_KEY: optional.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ (or rk_)')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optional.pipe(z.string().regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must start with pk_').optional()),
  STRIPE_WEBHOOK_SECRET: optional.pipe(
    z
      .string()
      .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
      .optional(),
  ),
  STRIPE_API_BASE_URL: optional.pipe(
    z.url({ protocol: /^https?$/, error: 'STRIPE_API_BASE_URL must be an http(s) URL' }).optional(),
  ),
  DONATION_CURRENCY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, 'DONATION_CURRENCY must be a three-letter ISO currency code such as usd')
    .refine(
      (code) => !ZERO_DECIMAL_CURRENCIES.includes(code),
      'DONATION_CURRENCY must be a currency with cents (not a zero-decimal one)',
    )
    .default('usd'),
  DONATION_MAX_AMOUNT: z.coerce
    .number()
    .min(1, 'DONATION_MAX_AMOUNT must be at least 1')
    .max(ABSOLUTE_MAX_DONATION_AMOUNT, `DONATION_MAX_AMOUNT can be at most ${ABSOLUTE_MAX_DONATION_AMOUNT}`)
    .default(DEFAULT_MAX_DONATION_AMOUNT),
};

type DonationEnvironment = z.output<z.ZodObject<typeof DONATION_ENVIRONMENT>>;

/** `configError` builds the API's ConfigError, so the process refuses to start with the message. */
export function donationsConfig(env: DonationEnvironment, configError: (message: string) => Error): DonationsConfig {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey } = env;
  if (Boolean(secretKey) !== Boolean(publishableKey)) {
    throw configError(
      'Invalid configuration, refusing to start:\n  - STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both (card donations), or neither (donations off)',
    );
  }
  return {
    stripe: secretKey && publishableKey ? { secretKey, publishableKey } : undefined,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeApiBaseUrl: env.STRIPE_API_BASE_URL ? new URL(env.STRIPE_API_BASE_URL) : undefined,
    currency: env.DONATION_CURRENCY,
    maxAmount: env.DONATION_MAX_AMOUNT,
  };
}
