import type { RouteObject } from 'react-router-dom';
import { LandingPage } from '../pages/LandingPage';
import { ErrorView } from './ErrorView';
import { pageLoaders } from './pageLoaders';
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
      { path: 'console', lazy: pageLoaders['/console'] },
      { path: 'videos', lazy: pageLoaders['/videos'] },
      { path: 'privacy-policy', lazy: pageLoaders['/privacy-policy'] },
      { path: 'terms-of-use', lazy: pageLoaders['/terms-of-use'] },
    ],
  },
];
