/**
 * Where donating is possible (docs/product.md, "Donate"). No zod here: the shell, the donate
 * remote and the API's web server import this file directly.
 */
import { PAGE_PATHS } from './page-paths';

/** Pages that show the floating donation button (landing, its /home alias, dashboard). */
export const FLOATING_DONATION_PATHS = [PAGE_PATHS.landing, PAGE_PATHS.home, PAGE_PATHS.dashboard] as const;
/** Pages whose document allows Stripe.js in its Content-Security-Policy. */
export const DONATION_PAGE_PATHS = [...FLOATING_DONATION_PATHS, PAGE_PATHS.subscribe] as const;

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function showsFloatingDonation(pathname: string): boolean {
  return (FLOATING_DONATION_PATHS as readonly string[]).includes(normalise(pathname));
}

export function isDonationPage(pathname: string): boolean {
  return (DONATION_PAGE_PATHS as readonly string[]).includes(normalise(pathname));
}

/**
 * The web server marks documents whose policy does not allow Stripe with
 * `<meta name="renewed-payments" content="reload">`: a visitor who arrived on another page and
 * moved to a donation page inside the app gets a full page load before the card form opens.
 */
export const PAYMENTS_META_NAME = 'renewed-payments';
/** `?donate=<amount>` after that page load: the dialog reopens with the chosen amount. */
export const DONATE_QUERY_PARAM = 'donate';

/**
 * The donate remote's module behind the shell's floating button: the donation dialog, fetched on
 * the first press, hover or focus (or at once with `?donate=`). The shell owns the open state.
 */
export const DONATION_HOST_MODULE = './DonationHost';
export type DonationHostProps = { open: boolean; onOpenChange(open: boolean): void };
