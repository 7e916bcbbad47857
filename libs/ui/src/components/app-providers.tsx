import { getQueryClient, ThemeProvider } from '@renewed/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from './deferred-toaster';

/** Theme, the page-wide query client and the toast region: what every app root needs. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={getQueryClient()}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
