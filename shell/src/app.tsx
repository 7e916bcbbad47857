import { AppProviders } from '@renewed/ui';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ROUTES } from './routes';

/**
 * The declarative router (BrowserRouter + useRoutes), not the data router: no screen uses loaders
 * or actions, and the shared router module is half the size without it (docs/architecture.md,
 * "Performance").
 */
function AppRoutes() {
  return useRoutes(ROUTES);
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
