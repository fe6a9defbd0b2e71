import { isSplitRoute, routePathOfHash, type SplitRoute } from '@shared/routes';

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
} as const satisfies Record<SplitRoute, () => Promise<unknown>>;

export type LazyPath = keyof typeof pageLoaders;

/** A deep link to a split page (`#/console`) starts its chunk at once, alongside the entry's own start-up. */
export function prefetchPageOfHash(hash: string): void {
  const path = routePathOfHash(hash);
  if (isSplitRoute(path)) prefetchPage(path);
}

let prefetching = 0;

/** Whether a prefetch is under way (staleDeploy.ts: a failed prefetch alone reloads nothing). */
export function prefetchInFlight(): boolean {
  return prefetching > 0;
}

export function prefetchPage(path: LazyPath): void {
  // Module loading is cached by the browser; a failed prefetch is retried on click.
  prefetching += 1;
  pageLoaders[path]()
    .catch(() => undefined)
    .finally(() => {
      prefetching -= 1;
    });
}
