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
 * - when the link is fast (4G, no Save-Data) and the page idle after the
 *   splash; on a slower link not until it gets faster (lib/meteredLink.ts):
 *   there the download and the app's start would hold a phone's link and CPU
 *   while its student taps the page, which works without the app.
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

/** Whether the page's first view needs the app: a kiosk, or anything but the landing page itself. */
export function appNeededAtStart(start: { kiosk: boolean; hash: string }): boolean {
  return start.kiosk || !isLandingHash(start.hash);
}

/**
 * Starts loading the app: its modules preloaded side by side, then the entry.
 * Once; again after a failed try (the visitor's next way to the app retries).
 */
export function loadApp(doc: Document, urls: readonly string[]): void {
  const html = doc.documentElement;
  const [entry, ...modules] = urls;
  if (!entry || html.hasAttribute(APP_REQUESTED) || html.hasAttribute(APP_STARTED)) return;
  html.setAttribute(APP_REQUESTED, '');
  for (const href of modules) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = entry;
  script.addEventListener('error', () => {
    html.removeAttribute(APP_REQUESTED);
    script.remove();
  });
  doc.head.append(script);
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
  const idle = (): void => {
    void cheapLink().then(() => {
      if (stopped) return;
      if ('requestIdleCallback' in win) win.requestIdleCallback(load, { timeout: SPLASH_MS });
      else load();
    });
  };
  const timer = win.setTimeout(idle, Math.max(0, SPLASH_MS - win.performance.now()));

  win.addEventListener('hashchange', onHashChange);
  doc.addEventListener('pointerdown', warm, true);
  doc.addEventListener('focusin', warm, true);
  return () => {
    stopped = true;
    win.clearTimeout(timer);
    win.removeEventListener('hashchange', onHashChange);
    doc.removeEventListener('pointerdown', warm, true);
    doc.removeEventListener('focusin', warm, true);
  };
}
