import { expect, it } from 'vitest';
import { sectionRouteOfAnchor } from './sectionHash';

it('routes a plain section anchor to the landing page at that section', () => {
  expect(sectionRouteOfAnchor('#faq')).toBe('#/#faq');
});

it('routes the skip link followed without a script to the landing page, not to an unknown route', () => {
  expect(sectionRouteOfAnchor('#main')).toBe('#/');
});

it('leaves routes and unknown anchors to the router', () => {
  for (const hash of ['#/console', '#/#faq', '#oops', ''])
    expect(sectionRouteOfAnchor(hash)).toBe(null);
});
