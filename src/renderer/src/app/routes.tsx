import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LandingPage } from '../pages/LandingPage';
import { pageLoaders } from './pageLoaders';
import { Layout } from './Layout';
import { PagePlaceholder } from './PagePlaceholder';

/**
 * The landing page ships in the entry chunk (it is the first view); the other
 * pages are split into their own chunks and loaded on navigation. On a deep
 * link the layout renders at once around a placeholder until the chunk is in.
 */
const placeholder = <PagePlaceholder />;
/** Few visitors meet it: its own chunk keeps it out of the first view's JavaScript. */
const ErrorView = lazy(() =>
  import('./ErrorView').then((module) => ({ default: module.ErrorView })),
);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: (
      <Suspense fallback={null}>
        <ErrorView />
      </Suspense>
    ),
    children: [
      { index: true, element: <LandingPage /> },
      // One child route per split page, at its path in pageLoaders.
      ...Object.entries(pageLoaders).map(([path, lazy]): RouteObject => ({
        path: path.slice(1),
        lazy,
        hydrateFallbackElement: placeholder,
      })),
    ],
  },
];
