/**
 * When the landing page loads the app. The website's landing pages do not
 * load it by themselves (tooling/prerender/appEntry.ts): the prerendered page
 * works without it (the FAQ's disclosures, the checkbox menu, language links,
 * section anchors), and on 2G the app's 115 KB would hold the student's link
 * for a minute they may never need. The boot script loads it:
 * - at once where only the app can show the page: a deep link (`#/console`),
 *   a kiosk;
 * - when the visitor goes there (a tap on `#/videos`), with the splash back as
 *   the loading state; a press or focus on such a link starts the download early;
 * - offline (a presenter's laptop): its QR dialogs stand in for outbound links;
 * - on a fast link (4G, no Save-Data), at the visitor's first click or key:
 *   its files were fetched when the page was idle after the splash (the
 *   click itself is answered natively, with or without it). A visitor
 *   who only reads and scrolls pays its download, never its start (vendor and
 *   hydration: most of a phone's blocking time on this page). On a slower
 *   link nothing is fetched ahead until it gets faster (lib/meteredLink.ts):
 *   there the download would hold a phone's link while its student taps the
 *   page, which works without the app.
 */
import { APP_ENTRY_META } from '@shared/pageMeta';
import { APP_REQUESTED, APP_STARTED } from './bootWatch';
import { isLandingHash } from './landingHash';
import { fastLink } from './meteredLink';
import { SPLASH_MS } from './splash';

/** The app's files this page names, from the site's root; none on a page that loads the app itself. */
export function appEntryUrls(doc: Document, siteRoot: string): string[] {
  const files = doc.querySelector(`meta[name="${APP_ENTRY_META}"]`)?.getAttribute('content') ?? '';
  return files
    .split(' ')
    .filter(Boolean)
    .map((file) => siteRoot + file);
}

/** Whether the page's first view needs the app: a kiosk (or a presenter), or anything but the landing page itself. */
export function appNeededAtStart(start: { kiosk: boolean; hash: string }): boolean {
  return start.kiosk || !isLandingHash(start.hash);
}

/**
 * Starts loading the app: its modules side by side, then the entry. Each module
 * is a module script of its own, not a `modulepreload`: it runs in a task of its
 * own as soon as it arrives (the libraries first), so a slow phone never spends
 * the libraries' start and the entry's in one block (Lighthouse's `#/console`
 * blocking time went from about 500 ms to about 380). The entry imports the same
 * URLs, which the browser fetches and runs once.
 * Once; again after a failed try (the visitor's next way to the app retries).
 */
export function loadApp(doc: Document, urls: readonly string[]): void {
  const html = doc.documentElement;
  const [entry, ...modules] = urls;
  if (!entry || html.hasAttribute(APP_REQUESTED) || html.hasAttribute(APP_STARTED)) return;
  html.setAttribute(APP_REQUESTED, '');
  for (const src of modules) {
    if (!hasModuleScript(doc, src)) doc.head.append(moduleScript(doc, src));
  }
  const script = moduleScript(doc, entry);
  script.addEventListener('error', () => {
    html.removeAttribute(APP_REQUESTED);
    script.remove();
  });
  doc.head.append(script);
}

function moduleScript(doc: Document, src: string): HTMLScriptElement {
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = src;
  return script;
}

function hasModuleScript(doc: Document, src: string): boolean {
  return [...doc.head.querySelectorAll('script[type="module"]')].some(
    (script) => script.getAttribute('src') === src,
  );
}

/** Marks a landing page whose app's files are in the browser's cache, not run (prefetchApp). */
export const APP_PREFETCHED = 'data-app-prefetched';

/**
 * Fetches the app's files into the browser's cache without running them, at
 * low priority, once: nothing is parsed or compiled until the app is needed.
 * Each request is the one a module script makes (CORS, same-origin
 * credentials), read to its end, so the browser's cache answers the script
 * later; the offline worker, where it installs, gets the same hashed files
 * from that cache too. Not `<link rel="prefetch">`, which some browsers
 * fetch outside the page's own request path (a test's held-back entry leaked through it).
 */
export function prefetchApp(win: Window, urls: readonly string[]): void {
  const html = win.document.documentElement;
  if ([APP_PREFETCHED, APP_REQUESTED, APP_STARTED].some((name) => html.hasAttribute(name))) return;
  if (typeof win.fetch !== 'function') return;
  html.setAttribute(APP_PREFETCHED, '');
  for (const url of urls) {
    const init: RequestInit = { mode: 'cors', credentials: 'same-origin', priority: 'low' };
    void win
      .fetch(url, init)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}

/** What the landing page does when its visitor goes where only the app can show the page. */
export interface LaterOptions {
  /** The visitor went to an app route (`#/console`): show that it is on its way, and watch it. */
  onRoute: () => void;
  /** Resolves when the link is fast enough to fetch what the visitor has not asked for. */
  cheapLink?: () => Promise<void>;
}

/**
 * Loads the app when the landing page's visitor needs it, or when it costs
 * them nothing noticeable. Returns a function that stops listening.
 */
export function loadAppLater(
  win: Window,
  urls: readonly string[],
  { onRoute, cheapLink = fastLink }: LaterOptions,
): () => void {
  const doc = win.document;
  const started = (): boolean => doc.documentElement.hasAttribute(APP_STARTED);
  const load = (): void => loadApp(doc, urls);

  const onHashChange = (): void => {
    if (started()) return;
    const { hash } = win.location;
    if (!isLandingHash(hash)) {
      onRoute();
      load();
    } else if (hash === '#/' || hash === '#') {
      // The brand's link home: no element has that id, so the browser does not scroll.
      win.scrollTo(0, 0);
    }
  };
  // A finger on a link to the app (or the keyboard on it) starts the download before the click.
  const warm = (event: Event): void => {
    const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
    if (link && !started() && !isLandingHash(link.getAttribute('href') ?? '')) load();
  };
  let stopped = false;
  /** Whether the link was fast once the splash had gone: the app's files are on their way or here. */
  let cheap = false;
  const prefetch = (): void => prefetchApp(win, urls);
  const idle = (): void => {
    if (!win.navigator.onLine) load();
    void cheapLink().then(() => {
      if (stopped) return;
      cheap = true;
      if ('requestIdleCallback' in win) win.requestIdleCallback(prefetch, { timeout: SPLASH_MS });
      else prefetch();
    });
  };
  const timer = win.setTimeout(idle, Math.max(0, SPLASH_MS - win.performance.now()));
  // The first click or key on a fast link. The click does what it does by itself (a
  // disclosure, the menu's checkbox, a link) before the app, from the cache, can run.
  const firstUse = (): void => {
    if (cheap) load();
  };

  win.addEventListener('hashchange', onHashChange);
  win.addEventListener('offline', load);
  doc.addEventListener('pointerdown', warm, true);
  doc.addEventListener('focusin', warm, true);
  doc.addEventListener('click', firstUse, true);
  doc.addEventListener('keydown', firstUse, true);
  return () => {
    stopped = true;
    win.clearTimeout(timer);
    win.removeEventListener('hashchange', onHashChange);
    win.removeEventListener('offline', load);
    doc.removeEventListener('pointerdown', warm, true);
    doc.removeEventListener('focusin', warm, true);
    doc.removeEventListener('click', firstUse, true);
    doc.removeEventListener('keydown', firstUse, true);
  };
}
