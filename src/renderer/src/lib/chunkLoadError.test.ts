import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunkLoadError';

describe('isChunkLoadError', () => {
  it('knows each engine’s words for a lazy chunk that did not arrive', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://lyceo.cm/assets/PosterPage-B.js',
      'error loading dynamically imported module: https://lyceo.cm/assets/PosterPage-B.js',
      'Importing a module script failed.',
      'Unable to preload CSS for https://lyceo.cm/assets/PosterPage-B.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('leaves a page that threw, and anything that is not an error, to the error view as they are', () => {
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
