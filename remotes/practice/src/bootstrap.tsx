import { AppProviders } from '@renewed/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './app';
import './standalone.css';

/** Standalone (`nx serve <remote>`): the same App the shell mounts, with its own providers. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <main className="mx-auto max-w-7xl px-4 py-8">
          <App />
        </main>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
