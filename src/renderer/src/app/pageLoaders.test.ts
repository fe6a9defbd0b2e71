import { describe, expect, it, vi } from 'vitest';
import { SITE_ROUTES, SPLIT_ROUTE_PAGES, STAFF_ROUTES } from '@shared/routes';
import { pageLoaders, prefetchPageOfHash } from './pageLoaders';

describe('prefetchPageOfHash', () => {
  it('starts the chunk of a split page named by the hash, and nothing else', () => {
    const consoleLoader = vi.spyOn(pageLoaders, '/console');
    const videosLoader = vi.spyOn(pageLoaders, '/videos');
    prefetchPageOfHash('#/console');
    prefetchPageOfHash('#/');
    prefetchPageOfHash('#/#pricing');
    prefetchPageOfHash('#/constructor');
    prefetchPageOfHash('');
    expect(consoleLoader).toHaveBeenCalledTimes(1);
    expect(videosLoader).not.toHaveBeenCalled();
  });
});

describe('pageLoaders', () => {
  it('loads exactly the pages of the route table but the landing page', () => {
    const split = [...SITE_ROUTES, ...STAFF_ROUTES].filter((route) => route !== '/');
    expect(Object.keys(pageLoaders).sort()).toEqual(split.sort());
  });

  it('loads the page module the build lists for each route (SPLIT_ROUTE_PAGES)', async () => {
    for (const [route, page] of Object.entries(SPLIT_ROUTE_PAGES)) {
      const loaded = await pageLoaders[route as keyof typeof SPLIT_ROUTE_PAGES]();
      expect(loaded, route).toBe(await import(`../pages/${page}.tsx`));
    }
  }, 30_000);
});
