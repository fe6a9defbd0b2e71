import type { RouteObject } from 'react-router-dom';
import { LandingPage } from '../pages/LandingPage';
import { ErrorView } from './ErrorView';
import { Layout } from './Layout';

/**
 * The landing page ships in the entry chunk (it is the first view); the other
 * pages are split into their own chunks and loaded on navigation.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <ErrorView />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'console', lazy: () => import('../pages/ConsolePage') },
      { path: 'videos', lazy: () => import('../pages/VideosPage') },
      { path: 'privacy-policy', lazy: () => import('../pages/PrivacyPage') },
      { path: 'terms-of-use', lazy: () => import('../pages/TermsPage') },
    ],
  },
];
