import { useQuery } from '@tanstack/react-query';

/** External sites configured by the operator (SITE_* variables), served as /site-config.json. */
export type SiteConfig = { tarotUrl?: string; communityUrl?: string; partnerLinks: Array<{ name: string; url: string }> };

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
