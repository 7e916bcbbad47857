import { ThemeProvider } from '@renewed/web-kit';
import type { ReactNode } from 'react';
import { DeferredToaster } from './deferred-toaster';

/**
 * Theme and the toast region: what every app root needs. The query client is not here: each
 * part that queries brings `QueryProvider` from `@renewed/web-kit/query-client`, so React Query
 * is not fetched for a page that never queries (docs/architecture.md, "Performance").
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <DeferredToaster />
    </ThemeProvider>
  );
}
