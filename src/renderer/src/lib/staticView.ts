import { localePagePath } from '../content/locales';
import type { Locale } from '../content/types';
import { routePathOfHash } from '@shared/routes';
import { isStaticViewRoute, staticViewFile, VIEW_SCRIPT_ATTRIBUTE } from '@shared/staticViews';
import { APP_STARTED } from './bootWatch';
import { isLandingHash } from './landingHash';
import { MAIN_ID } from './skipLink';
import { releaseSplash } from './splash';
import { STATIC_VIEW } from './staticViewMark';

/**
 * The console and the videos before the app (src/shared/staticViews.ts). On
 * 2G the app's files arrive seconds after the page; the view's content, as
 * the build rendered it, is 2 KB. The boot script fetches it on a deep link
 * (`#/console`) first thing, and on the landing page when a finger or the
 * keyboard reaches a link to the view; it shows it in the page's `<main>` at
 * the splash's end (or as soon as it arrives), and puts the landing page's
 * content back if the visitor returns there before the app starts, so the app
 * still hydrates the landing page as the build wrote it. The app, when it
 * starts on the view, renders it over this one (main.tsx). Not under the
 * offline worker (the app comes from its cache at once), offline, or where
 * fetch is missing: the splash then waits for the app, as before.
 */

const files = new Map<string, Promise<string | null>>();
/** The landing page's content of `<main>`, kept aside while a static view is shown. */
let landing: Node[] | null = null;

function fetchView(win: Window, url: string): Promise<string | null> {
  let file = files.get(url);
  if (!file) {
    file = win
      .fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null);
    files.set(url, file);
  }
  return file;
}

function emptied(main: HTMLElement): HTMLElement {
  while (main.firstChild) main.removeChild(main.firstChild);
  return main;
}

/** Shows `html` as the content of `<main>`, the landing page's kept aside; false without a `<main>`. */
export function showStaticView(doc: Document, route: string, html: string): boolean {
  const main = doc.getElementById(MAIN_ID);
  if (!main) return false;
  if (landing === null) landing = Array.prototype.slice.call(main.childNodes) as Node[];
  emptied(main).innerHTML = html;
  doc.documentElement.setAttribute(STATIC_VIEW, route);
  // A view's own script (the console's filters before the app), from this page's folder.
  const script = main
    .querySelector(`[${VIEW_SCRIPT_ATTRIBUTE}]`)
    ?.getAttribute(VIEW_SCRIPT_ATTRIBUTE);
  if (script) main.appendChild(doc.createElement('script')).src = script;
  return true;
}

/** Puts the landing page's content back, if a static view replaced it. */
export function restoreLanding(doc: Document): void {
  const main = doc.getElementById(MAIN_ID);
  if (!main || landing === null) return;
  emptied(main);
  for (const node of landing) main.appendChild(node);
  landing = null;
  doc.documentElement.removeAttribute(STATIC_VIEW);
}

/**
 * Starts the static views on a prerendered page in `locale`, whose site root
 * is `siteRoot`: the view of the address now, and of each address the visitor
 * goes to until the app starts.
 */
export function startStaticViews(win: Window, siteRoot: string, locale: Locale): void {
  const doc = win.document;
  if (typeof win.fetch !== 'function' || !win.navigator.onLine) return;
  if (win.navigator.serviceWorker?.controller) return;
  const started = (): boolean => doc.documentElement.hasAttribute(APP_STARTED);
  const urlOf = (hash: string): string | null => {
    const route = routePathOfHash(hash);
    return isStaticViewRoute(route)
      ? siteRoot + localePagePath(locale) + staticViewFile(route)
      : null;
  };
  const open = (hash: string, moved: boolean): void => {
    const url = urlOf(hash);
    if (url === null) return;
    const route = routePathOfHash(hash);
    void fetchView(win, url).then((html) => {
      if (html === null || started() || routePathOfHash(win.location.hash) !== route) return;
      if (!showStaticView(doc, route, html)) return;
      // The splash held for this view (a deep link's, or the landing page's tap) may go.
      releaseSplash(doc, 'view', win.performance.now());
      if (moved) {
        win.scrollTo(0, 0);
        doc.getElementById(MAIN_ID)?.focus({ preventScroll: true });
      }
    });
  };
  open(win.location.hash, false);
  win.addEventListener('hashchange', () => {
    if (started()) return;
    const { hash } = win.location;
    if (!isLandingHash(hash)) {
      open(hash, true);
      return;
    }
    if (!doc.documentElement.hasAttribute(STATIC_VIEW)) return;
    restoreLanding(doc);
    // The browser looked for the section before it was back.
    const section = hash.length > 1 ? doc.getElementById(hash.slice(1)) : null;
    if (section) section.scrollIntoView();
    else win.scrollTo(0, 0);
  });
  // A finger on a link to a view (or the keyboard on it) fetches its content before the click.
  const warm = (event: Event): void => {
    const link = (event.target as Element | null)?.closest?.('a[href*="#/"]');
    const href = link?.getAttribute('href') ?? '';
    const url = started() ? null : urlOf(href.slice(href.indexOf('#')));
    if (url !== null) void fetchView(win, url);
  };
  doc.addEventListener('pointerdown', warm, true);
  doc.addEventListener('focusin', warm, true);
}
