import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout/layout';
import { RemoteScreen } from './remotes/remote-screen';
import { AskAuntieScreen } from './screens/ask-auntie/ask-auntie-screen';
import { NotFound } from './screens/not-found';
import { SectionPage } from './screens/section-page';
import { SmartStacksScreen } from './screens/smart-stacks/smart-stacks-screen';
import { DashboardScreen } from './screens/dashboard/dashboard-screen';
import { LandingScreen } from './screens/landing/landing-screen';
import { TrackingScreen } from './screens/tracking/tracking-screen';
import { PrivacyScreen } from './screens/privacy/privacy-screen';

const page = (title: string, intro: string) => <SectionPage title={title} intro={intro} />;

/** The spec's route table ("Screens and routes"); any other path shows the 404 screen. */
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
      {
        path: '/wisdom-council',
        element: page('Global Wisdom Council', 'Experts whose work shapes how we understand midlife health.'),
      },
      { path: '/health-assessment', element: <RemoteScreen name="assessments" /> },
      { path: '/self-care-bingo', element: <RemoteScreen name="bingo" /> },
      {
        path: '/clean-ingredients',
        element: page('Clean Beauty Guide', 'Ingredients to know about, and brands that avoid them.'),
      },
      {
        path: '/archetypes',
        element: page('Gen X Archetypes', 'The Sophisticated Coven: find the archetype that sounds like you.'),
      },
      {
        path: '/boundary-magic',
        element: page('Boundary Magic', 'A philosophy of protective boundaries and a four-step morning ritual.'),
      },
      { path: '/subscribe', element: <RemoteScreen name="donate" /> },
      { path: '/privacy-dashboard', element: <PrivacyScreen /> },
      { path: '/coaching', element: page('Coaching', 'One-to-one consultations: $75 per hour.') },
      { path: '/community', element: page('Community', 'Connection with women who understand.') },
      { path: '*', element: <NotFound /> },
    ],
  },
];
