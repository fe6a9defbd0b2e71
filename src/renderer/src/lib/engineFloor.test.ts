import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canRunApp, isAppRoute, showBelowFloor } from './engineFloor';

describe('canRunApp', () => {
  it('passes an engine with what the support list guarantees', () => {
    expect(canRunApp(window)).toBe(true);
  });

  it('fails an engine without Promise.allSettled (Chromium before 76)', () => {
    const old = { Promise: {}, String: { prototype: { matchAll: () => null } }, document: {} };
    expect(canRunApp(old as unknown as Window)).toBe(false);
  });

  it('fails an engine without String.prototype.matchAll (Chromium 72)', () => {
    const old = { Promise: { allSettled: () => null }, String: { prototype: {} }, document: {} };
    expect(canRunApp(old as unknown as Window)).toBe(false);
  });

  it('fails a Chromium before 80, which cannot parse ?. and ?? (it still has document.registerElement)', () => {
    const old = {
      Promise: { allSettled: () => null },
      String: { prototype: { matchAll: () => null } },
      document: { registerElement: () => null },
    };
    expect(canRunApp(old as unknown as Window)).toBe(false);
  });
});

describe('isAppRoute', () => {
  it.each(['#/console', '#/videos', '#/privacy-policy', '#/poster', '#/no-such-page'])(
    '%s needs the app',
    (hash) => expect(isAppRoute(hash)).toBe(true),
  );
  it.each(['', '#', '#/', '#/#faq', '#faq'])('%s is the landing page', (hash) =>
    expect(isAppRoute(hash)).toBe(false),
  );
});

describe('showBelowFloor', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="splash" role="status">Loading...</div>
      <template id="below-floor"><p>This browser is too old to open this page.</p><a href="privacy-policy/">Privacy Policy</a></template>
      <div id="root"><h1>Landing</h1></div>`;
  });

  it('says so on a deep link, takes the splash away and keeps the page', () => {
    showBelowFloor(document, '#/console');
    const notice = document.querySelector('[role="alert"]');
    expect(notice).toHaveTextContent('This browser is too old to open this page.');
    expect(notice?.querySelector('a')).toHaveAttribute('href', 'privacy-policy/');
    expect(document.getElementById('splash')).toBeNull();
    expect(document.querySelector('h1')).toHaveTextContent('Landing');
  });

  it('leaves the landing page as it is', () => {
    showBelowFloor(document, '#/');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  describe('on the landing page', () => {
    afterEach(() => window.history.replaceState(null, '', '#'));
    /** A click on one of the landing page's own links: the address's hash changes. */
    const follow = (hash: string): void => {
      window.history.replaceState(null, '', hash);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    };

    // Hostile review R4-09: below the floor, the landing page's Console and Videos links did
    // nothing and said nothing; only a deep link opened at load got the word.
    it('says so when one of its links goes to one of the app’s views', () => {
      showBelowFloor(document, '');
      follow('#faq');
      expect(document.querySelector('[role="alert"]')).toBeNull();
      follow('#/videos');
      expect(document.querySelector('[role="alert"]')).toHaveTextContent(
        'This browser is too old to open this page.',
      );
      expect(document.getElementById('splash')).toBeNull();
      follow('#/console');
      expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    });
  });
});
