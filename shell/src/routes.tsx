import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout/layout';
import { REMOTE_ROUTES } from './remotes/remote-routes';
import { RemoteScreen } from './remotes/remote-screen';
import { NotFound } from './screens/not-found';
import { LandingScreen } from './screens/landing/landing-screen';
import { withQueryProvider } from './with-query-provider';

/**
 * A screen in its own chunk, fetched when its route is first visited, together with the query
 * provider it renders under (React Query comes with the first screen that needs it; see
 * docs/architecture.md, "Performance"). The landing page and the 404 screen stay in the first
 * bundle: `/` is the usual first visit and must not wait for a second request.
 */
function screen<Name extends string>(load: () => Promise<{ [key in Name]: ComponentType }>, name: Name) {
  const Screen = lazy(async () => ({ default: await withQueryProvider(load().then((module): ComponentType => module[name])) }));
  return <Screen />;
}

/** The product's route table ("Screens and routes"); any other path shows the 404 screen. */
export const ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: PAGE_PATHS.landing, element: <LandingScreen /> },
      { path: PAGE_PATHS.home, element: <LandingScreen /> },
      { path: PAGE_PATHS.dashboard, element: screen(() => import('./screens/dashboard/dashboard-screen'), 'DashboardScreen') },
      { path: PAGE_PATHS.askAuntie, element: screen(() => import('./screens/ask-auntie/ask-auntie-screen'), 'AskAuntieScreen') },
      { path: PAGE_PATHS.tracking, element: screen(() => import('./screens/tracking/tracking-screen'), 'TrackingScreen') },
      { path: PAGE_PATHS.smartStacks, element: screen(() => import('./screens/smart-stacks/smart-stacks-screen'), 'SmartStacksScreen') },
      {
        path: PAGE_PATHS.wisdomCouncil,
        element: screen(() => import('./screens/wisdom-council/wisdom-council-screen'), 'WisdomCouncilScreen'),
      },
      {
        path: PAGE_PATHS.cleanIngredients,
        element: screen(() => import('./screens/clean-ingredients/clean-ingredients-screen'), 'CleanIngredientsScreen'),
      },
      { path: PAGE_PATHS.archetypes, element: screen(() => import('./screens/archetypes/archetypes-screen'), 'ArchetypesScreen') },
      {
        path: PAGE_PATHS.boundaryMagic,
        element: screen(() => import('./screens/boundary-magic/boundary-magic-screen'), 'BoundaryMagicScreen'),
      },
      { path: PAGE_PATHS.privacyDashboard, element: screen(() => import('./screens/privacy/privacy-screen'), 'PrivacyScreen') },
      { path: PAGE_PATHS.coaching, element: screen(() => import('./screens/coaching/coaching-screen'), 'CoachingScreen') },
      { path: PAGE_PATHS.community, element: screen(() => import('./screens/community/community-screen'), 'CommunityScreen') },
      // The pages a federated remote renders (the remote registry names them).
      ...[...REMOTE_ROUTES].map(([path, name]) => ({ path, element: <RemoteScreen name={name} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];
