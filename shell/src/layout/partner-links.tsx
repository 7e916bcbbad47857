import { QueryProvider } from '@renewed/web-kit/query-client';
import { useSiteConfig } from '../site/site-config';

function PartnerLinkList() {
  const { partnerLinks } = useSiteConfig();
  if (partnerLinks.length === 0) return null;
  return (
    <div role="group" aria-label="Partner sites" className="mt-2 border-t border-border pt-2">
      {partnerLinks.map((link) => (
        <a
          key={link.url}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          role="menuitem"
          className="flex min-h-11 items-center justify-between rounded-md px-3 py-2.5 hover:bg-muted"
        >
          {link.name}
          <span aria-hidden="true">↗</span>
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ))}
    </div>
  );
}

/**
 * The More menu's partner links (from /site-config.json). Fetched with the menu's first opening,
 * so a first visit to `/` downloads neither the file nor React Query (docs/architecture.md,
 * "Performance").
 */
export function PartnerLinks() {
  return (
    <QueryProvider>
      <PartnerLinkList />
    </QueryProvider>
  );
}
