import { describe, expect, it, vi } from 'vitest';
import { SITE_ROUTES, STAFF_ROUTES } from '@shared/routes';
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
});
