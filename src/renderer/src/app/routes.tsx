import type { RouteObject } from 'react-router-dom';
import { LandingPage } from '../pages/LandingPage';
import { ErrorView } from './ErrorView';
import { pageLoaders } from './pageLoaders';
import { Layout } from './Layout';
import { PagePlaceholder } from './PagePlaceholder';

/**
 * The landing page ships in the entry chunk (it is the first view); the other
 * pages are split into their own chunks and loaded on navigation. On a deep
 * link the layout renders at once around a placeholder until the chunk is in.
 */
const placeholder = <PagePlaceholder />;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    // In the first view, not a chunk of its own: a lazy chunk imports the entry, so a
    // deploy that renamed the entry would rename it too (tooling/deploy/chunkNames.test.ts).
    errorElement: <ErrorView />,
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
