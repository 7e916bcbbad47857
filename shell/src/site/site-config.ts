import type { CoachingProvider, SiteConfig } from '@renewed/contracts/site-config';
import { useQuery } from '@tanstack/react-query';

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** A coaching provider only with a name and qualifications; a booking link only if it is https. */
export function parseCoachingProvider(raw: unknown): CoachingProvider | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const value = raw as Record<string, unknown>;
  if (!isText(value.name) || !isText(value.qualifications)) return undefined;
  return {
    name: value.name.trim(),
    qualifications: value.qualifications.trim(),
    bookingUrl: isHttps(value.bookingUrl) ? value.bookingUrl : undefined,
  };
}

const EMPTY: SiteConfig = { partnerLinks: [] };

function isHttps(value: unknown): value is string {
  return typeof value === 'string' && /^https:\/\//.test(value);
}

/** Keeps only well-formed https links, so a bad file can never inject a javascript: URL. */
export function parseSiteConfig(raw: unknown): SiteConfig {
  if (!raw || typeof raw !== 'object') return EMPTY;
  const value = raw as Record<string, unknown>;
  const partners = Array.isArray(value.partnerLinks) ? value.partnerLinks : [];
  return {
    tarotUrl: isHttps(value.tarotUrl) ? value.tarotUrl : undefined,
    communityUrl: isHttps(value.communityUrl) ? value.communityUrl : undefined,
    scannerUrl: isHttps(value.scannerUrl) ? value.scannerUrl : undefined,
    coaching: parseCoachingProvider(value.coaching),
    partnerLinks: partners.filter(
      (link): link is { name: string; url: string } =>
        !!link && typeof link.name === 'string' && link.name.length > 0 && isHttps(link.url),
    ),
  };
}

export function useSiteConfig(): SiteConfig {
  const query = useQuery({
    queryKey: ['/site-config.json'],
    queryFn: async () => {
      const response = await fetch('/site-config.json', { cache: 'no-cache' });
      return response.ok ? parseSiteConfig(await response.json()) : EMPTY;
    },
  });
  return query.data ?? EMPTY;
}
