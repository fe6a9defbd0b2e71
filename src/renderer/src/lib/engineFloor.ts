import { hideSplash } from './splash';

/**
 * Whether this engine is at or above the oldest the site supports
 * (package.json's browserslist: Chrome 80, Safari 15, Firefox 115): APIs that
 * every listed engine has and the engines below lack. Chromium 72, the Android
 * WebViews of its age and older, fail it (String.prototype.matchAll is
 * Chrome 73, Promise.allSettled 76). Chromium 76 to 79 has both but cannot
 * parse the app's syntax (`?.` and `??` came in Chrome 80), and syntax cannot
 * be tested here: `new Function` is eval, which the CSP forbids (and reports on
 * every page). What marks those Chromiums instead is Custom Elements v0's
 * `document.registerElement`, which Chrome 80 removed, the release that brought
 * `?.` and `??`; Firefox and Safari never had it. Checked on real engines
 * (npm run test:engines): Chromium 72, 78 and 79 have it, 80 and later do not.
 * The boot script reads this before the app's entry runs.
 */
export function canRunApp(win: Window): boolean {
  const w = win as unknown as {
    Promise: { allSettled?: unknown };
    String: { prototype: object };
    document: object;
  };
  return (
    typeof w.Promise.allSettled === 'function' &&
    'matchAll' in w.String.prototype &&
    !('registerElement' in w.document)
  );
}

/** A hash that asks for one of the app's views (console, videos, legal, poster), not the landing page. */
export function isAppRoute(hash: string): boolean {
  return hash.startsWith('#/') && hash.length > 2 && !hash.startsWith('#/#');
}

/**
 * Below the floor: the prerendered landing page stays, readable, and a deep
 * link to one of the app's views says in the page's language that this
 * browser cannot open it, with the store and the static legal pages
 * (index.html's <template id="below-floor">), instead of showing the landing
 * page in its place without a word. So does a link of the landing page itself
 * to one of those views (Console, Videos), which changes only the hash: it
 * would otherwise do nothing at all. Only engines below the floor run this.
 */
export function showBelowFloor(doc: Document, hash: string): void {
  const show = (now: string): void => {
    const template = doc.querySelector<HTMLTemplateElement>('template#below-floor');
    if (!isAppRoute(now) || !template || doc.getElementById('boot-notice')) return;
    hideSplash(doc);
    const notice = doc.createElement('div');
    notice.id = 'boot-notice';
    notice.setAttribute('role', 'alert');
    notice.append(template.content.cloneNode(true));
    doc.body.append(notice);
  };
  // The boot script runs in <head>: the body may still be on its way.
  if (doc.body) show(hash);
  else doc.addEventListener('DOMContentLoaded', () => show(hash), { once: true });
  window.addEventListener('hashchange', () => show(doc.location.hash));
}
