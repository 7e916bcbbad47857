import { AppProviders } from '@renewed/ui';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ROUTES } from './routes';

const router = createBrowserRouter(ROUTES);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
