import type { RouteObject } from 'react-router-dom';
import { LandingPage } from '../pages/LandingPage';
import { ErrorView } from './ErrorView';
import { lazyPages } from './pageLoaders';
import { Layout } from './Layout';

/**
 * The landing page ships in the entry chunk (it is the first view); the other
 * pages are split into their own chunks and loaded on navigation (Layout's
 * Suspense shows a placeholder on a deep link, and keeps the page on screen
 * while the next one loads). Any other path is the not-found view, which
 * draws its own frame. Declarative routes (useRoutes), not a data router: the
 * site loads no data, and the data router is 17 KB gzip more of the entry.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <LandingPage /> },
      // One child route per split page, at its path in pageLoaders.
      ...[...lazyPages].map(([path, Page]): RouteObject => ({
        path: path.slice(1),
        element: <Page />,
      })),
    ],
  },
  { path: '*', element: <ErrorView notFound /> },
];
