/**
 * `/site-config.json`: the external sites the operator configured (SITE_* and COACHING_*
 * variables). The API builds it from its configuration; the shell reads it at run time. No zod
 * here, so the shell can import this file alone.
 */
export type SiteConfig = {
  tarotUrl?: string;
  communityUrl?: string;
  partnerLinks: Array<{ name: string; url: string }>;
  /** The clean beauty guide's ingredient-scanner site. */
  scannerUrl?: string;
  /** Who gives the paid consultation; unset means the offer is not shown (docs/product.md, "Coaching"). */
  coaching?: CoachingProvider;
};

export type CoachingProvider = { name: string; qualifications: string; bookingUrl?: string };
