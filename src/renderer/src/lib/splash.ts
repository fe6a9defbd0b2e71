/**
 * The splash: what it waits for and when it leaves, all in one place.
 *
 * - It is static markup in index.html (`#splash`, "Loading..."), painted before any script.
 * - It leaves SPLASH_MS (2000 ms) after navigation start, measured with performance.now(),
 *   never from when a script ran. The boot script (src/boot.ts, which runs before the app's
 *   entry) schedules that removal, so the prerendered landing page shows at 2000 ms even if
 *   the app's bundle is still on its way; main.tsx schedules it if the boot script failed.
 * - It waits longer when there is a hold (`splashHoldAtStart` in splashHold.ts, set by boot.ts, and by
 *   main.tsx for a kiosk the shell or the URL turned on):
 *   - `view`: a deep link (`#/console`, `#/#pricing`) or a page that is not prerendered.
 *     The view releases it once rendered (hooks/useSplashRelease.ts in each page and the
 *     error view; the landing sections once scrolled to the section asked for), or, for the
 *     console and the videos, the build's static view of it once shown (lib/staticView.ts).
 *   - `kiosk`: a kiosk; the attract screen releases it (features/kiosk/attract).
 *   A release (`releaseSplash`) hides it at 2000 ms, or at once if that has passed.
 * - If the app has not started 10 s after navigation start, or its script failed to load,
 *   lib/bootWatch.ts takes the splash away and offers Retry over the prerendered page.
 */

/** The splash shows for 2000 ms from navigation start, not from when a script ran. */
export const SPLASH_MS = 2000;

/**
 * What the splash waits for beyond its 2000 ms: a deep link's view (`#/console`,
 * `#/#pricing`, or any page that is not prerendered), or a kiosk's attract
 * screen. Without a hold the boot script takes it away at 2000 ms, over the
 * prerendered landing page, whether or not the app's code has arrived.
 */
export type SplashHold = 'view' | 'kiosk';

const HOLD = 'data-splash-hold';
/** On <html>: index.html's inline style hides a splash the parser has not reached yet. */
export const SPLASH_GONE = 'data-splash-gone';
/**
 * On <html>, set by the boot script: it takes charge of the splash, so
 * index.html's CSS fallback (the splash hidden after SPLASH_MS when no script
 * runs at all) stands down, and a kiosk's or a deep link's hold can keep it up.
 */
export const BOOT_RAN = 'data-boot';
/**
 * On <html>, set by the boot script for a deep link whose view replaces the
 * prerendered landing page (`#/console`): while the splash holds for that
 * view, index.html's style leaves the landing page under it out of layout, so
 * a phone spends nothing drawing a page nobody sees before the app's start.
 */
export const LANDING_SKIPPED = 'data-landing-skipped';

type Schedule = (callback: () => void, ms: number) => unknown;

/** The splash's words in this page's language, kept for showSplashFor once the element is gone. */
let splashWords: string | null = null;

export function hideSplash(doc: Document): void {
  const html = doc.documentElement;
  html.removeAttribute(HOLD);
  html.removeAttribute(LANDING_SKIPPED);
  html.setAttribute(SPLASH_GONE, '');
  if (removeSplashElement(doc) || doc.readyState !== 'loading') return;
  // The boot script runs in <head>: when the page's first byte came after 2000 ms
  // (a slow link, a busy server), the splash below it is not parsed yet. Its style
  // hides it once parsed; it leaves the page then, unless the splash was shown again.
  doc.addEventListener(
    'DOMContentLoaded',
    () => {
      if (html.hasAttribute(SPLASH_GONE)) removeSplashElement(doc);
    },
    { once: true },
  );
}

/** Takes the splash's element out of the page, keeping its words; false when it is not there. */
function removeSplashElement(doc: Document): boolean {
  const splash = doc.getElementById('splash');
  if (!splash) return false;
  splashWords = splash.textContent ?? splashWords;
  splash.remove();
  return true;
}

/**
 * The splash again, held for `hold`: the landing page's visitor went where only
 * the app can go (`#/console`) before its code arrived. It says the page is on
 * its way, on a slow link for seconds, where the unchanged landing page would
 * look like a tap that did nothing; the view releases it as on a deep link.
 */
export function showSplashFor(doc: Document, hold: SplashHold): void {
  const html = doc.documentElement;
  html.removeAttribute(SPLASH_GONE);
  holdSplash(doc, hold);
  if (doc.getElementById('splash') || splashWords === null) return;
  const splash = doc.createElement('div');
  splash.id = 'splash';
  splash.setAttribute('role', 'status');
  splash.textContent = splashWords;
  doc.body.prepend(splash);
}

/**
 * Hides the splash exactly SPLASH_MS after navigation start. `now` is
 * performance.now(), which counts from navigation start, so the time the page
 * took to arrive is not added on top.
 */
export function scheduleSplashRemoval(
  doc: Document,
  now: number,
  schedule: Schedule = setTimeout,
): void {
  const remaining = SPLASH_MS - now;
  if (remaining <= 0) hideSplash(doc);
  else schedule(() => hideSplash(doc), remaining);
}

export function holdSplash(doc: Document, hold: SplashHold): void {
  doc.documentElement.setAttribute(HOLD, hold);
}

/** What holds the splash, if anything. */
export function splashHold(doc: Document): SplashHold | null {
  const hold = doc.documentElement.getAttribute(HOLD);
  return hold === 'view' || hold === 'kiosk' ? hold : null;
}

/**
 * `hold` is ready (the view is rendered, the attract screen is up): the splash
 * goes at SPLASH_MS, or now if that has passed. Does nothing unless the splash
 * waits for exactly this, so the landing page under a kiosk's splash cannot
 * take it away before the attract screen.
 */
export function releaseSplash(
  doc: Document,
  hold: SplashHold,
  now: number,
  schedule: Schedule = setTimeout,
): void {
  if (splashHold(doc) !== hold) return;
  doc.documentElement.removeAttribute(HOLD);
  scheduleSplashRemoval(doc, now, schedule);
}

/**
 * Runs `callback` once the splash has gone: work that must not compete with the
 * first view (the offline worker's registration and its downloads). A deep
 * link's splash waits for its view, on 2G for seconds past 2000 ms; until then
 * every byte and every task goes to that view.
 */
export function afterSplash(doc: Document, callback: () => void): void {
  const html = doc.documentElement;
  if (html.hasAttribute(SPLASH_GONE)) {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(SPLASH_GONE)) return;
    observer.disconnect();
    callback();
  });
  observer.observe(html, { attributes: true, attributeFilter: [SPLASH_GONE] });
}
