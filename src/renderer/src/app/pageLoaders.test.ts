import { describe, expect, it, vi } from 'vitest';
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
