import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout/layout';
import { RemoteScreen } from './remotes/remote-screen';
import { AskAuntieScreen } from './screens/ask-auntie/ask-auntie-screen';
import { NotFound } from './screens/not-found';
import { SmartStacksScreen } from './screens/smart-stacks/smart-stacks-screen';
import { DashboardScreen } from './screens/dashboard/dashboard-screen';
import { LandingScreen } from './screens/landing/landing-screen';
import { WisdomCouncilScreen } from './screens/wisdom-council/wisdom-council-screen';
import { ArchetypesScreen } from './screens/archetypes/archetypes-screen';
import { BoundaryMagicScreen } from './screens/boundary-magic/boundary-magic-screen';
import { CleanIngredientsScreen } from './screens/clean-ingredients/clean-ingredients-screen';
import { CoachingScreen } from './screens/coaching/coaching-screen';
import { CommunityScreen } from './screens/community/community-screen';
import { TrackingScreen } from './screens/tracking/tracking-screen';
import { PrivacyScreen } from './screens/privacy/privacy-screen';

/** The product's route table ("Screens and routes"); any other path shows the 404 screen. */
export const ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <LandingScreen /> },
      { path: '/home', element: <LandingScreen /> },
      { path: '/dashboard', element: <DashboardScreen /> },
      { path: '/education', element: <RemoteScreen name="education" /> },
      { path: '/ask-auntie', element: <AskAuntieScreen /> },
      { path: '/practice', element: <RemoteScreen name="practice" /> },
      { path: '/tracking', element: <TrackingScreen /> },
      { path: '/smart-stacks', element: <SmartStacksScreen /> },
      { path: '/wisdom-council', element: <WisdomCouncilScreen /> },
      { path: '/health-assessment', element: <RemoteScreen name="assessments" /> },
      { path: '/self-care-bingo', element: <RemoteScreen name="bingo" /> },
      { path: '/clean-ingredients', element: <CleanIngredientsScreen /> },
      { path: '/archetypes', element: <ArchetypesScreen /> },
      { path: '/boundary-magic', element: <BoundaryMagicScreen /> },
      { path: '/subscribe', element: <RemoteScreen name="donate" /> },
      { path: '/privacy-dashboard', element: <PrivacyScreen /> },
      { path: '/coaching', element: <CoachingScreen /> },
      { path: '/community', element: <CommunityScreen /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
