import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryProvider } from '@renewed/web-kit/query-client';
import { AppProviders } from './components/app-providers';

/**
 * Standalone mode of a remote (`nx serve <remote>`): renders the same App the shell mounts, with
 * the providers and router the shell would otherwise give it.
 */
export function mountStandalone(App: ComponentType, container: HTMLElement = document.getElementById('root')!): void {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <QueryProvider>
          <BrowserRouter>
            <main className="mx-auto max-w-7xl px-4 py-8">
              <App />
            </main>
          </BrowserRouter>
        </QueryProvider>
      </AppProviders>
    </StrictMode>,
  );
}
