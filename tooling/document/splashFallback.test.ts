import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPLASH_MS } from '../../src/renderer/src/lib/splash';
import { fillSplashDuration } from './splashFallback';

const source = readFileSync(new URL('../../src/renderer/index.html', import.meta.url), 'utf8');
const fallback = (html: string) =>
  /animation: splash-fallback 0s ([^ ]+) forwards;/.exec(html)?.[1];

describe("the no-script splash's duration", () => {
  it('is SPLASH_MS, written into index.html at build time', () => {
    expect(fallback(fillSplashDuration(source))).toBe(`${SPLASH_MS}ms`);
  });

  it('is written nowhere else in index.html', () => {
    expect(source).not.toMatch(/\b2s\b|\b2000ms\b/);
  });

  it('fails the build when the page loses its placeholder', () => {
    expect(() => fillSplashDuration(source.replaceAll('%SPLASH_MS%', '2s'))).toThrow(/SPLASH_MS/);
  });
});
