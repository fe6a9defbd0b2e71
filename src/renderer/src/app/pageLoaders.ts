import { lazy, type ComponentType } from 'react';
import { isSplitRoute, routePathOfHash, type SplitRoute } from '@shared/routes';
import { prefetch } from '../lib/prefetch';

/**
 * The split pages (one per route of src/shared/routes.ts but the landing page): each loads on navigation, and PrefetchLink starts the
 * download on hover or focus so the click feels instant without spending a
 * visitor's data on pages they never point at.
 */
export const pageLoaders = {
  '/console': () => import('../pages/ConsolePage'),
  '/videos': () => import('../pages/VideosPage'),
  '/privacy-policy': () => import('../pages/PrivacyPage'),
  '/terms-of-use': () => import('../pages/TermsPage'),
  '/poster': () => import('../pages/PosterPage'),
} as const satisfies Record<SplitRoute, () => Promise<{ Component: ComponentType }>>;

export type LazyPath = keyof typeof pageLoaders;

const loaded = new Set<LazyPath>();

/** Whether the page of `path` has arrived (staleDeploy.ts: a failed chunk is the next page's, or a prefetch's). */
export function pageLoaded(path: LazyPath): boolean {
  return loaded.has(path);
}

/** Each split page as a component that suspends until its chunk is in (routes.tsx). */
export const lazyPages: ReadonlyMap<LazyPath, ComponentType> = new Map(
  (Object.keys(pageLoaders) as LazyPath[]).map((path) => [
    path,
    lazy(async () => {
      const { Component } = await pageLoaders[path]();
      loaded.add(path);
      return { default: Component };
    }),
  ]),
);

/** A deep link to a split page (`#/console`) starts its chunk at once, alongside the entry's own start-up. */
export function prefetchPageOfHash(hash: string): void {
  const path = routePathOfHash(hash);
  if (isSplitRoute(path)) prefetchPage(path);
}

export function prefetchPage(path: LazyPath): void {
  // Module loading is cached by the browser; a failed prefetch is retried on click.
  prefetch(pageLoaders[path]);
}
