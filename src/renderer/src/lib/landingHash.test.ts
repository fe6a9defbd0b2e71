import { describe, expect, it } from 'vitest';
import { isLandingHash } from './landingHash';

describe('isLandingHash', () => {
  it('is the prerendered page at its top or at a section by a plain anchor', () => {
    for (const hash of ['', '#', '#/', '#faq', '#pricing']) expect(isLandingHash(hash)).toBe(true);
  });

  it('is the page when the skip link was followed before any script ran', () => {
    expect(isLandingHash('#main')).toBe(true);
  });

  it('is not a route, a routed section or an address the app must answer', () => {
    for (const hash of ['#/console', '#/videos', '#/#pricing', '#/nowhere', '#oops', '#faq/x']) {
      expect(isLandingHash(hash)).toBe(false);
    }
  });
});
