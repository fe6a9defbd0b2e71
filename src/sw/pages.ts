/**
 * The language pages in the service worker: not precached (Workbox would
 * download the page the visitor just read a second time, and `/` and
 * `index.html` are two URLs), but kept as the visitor loaded them, under
 * their folder's URL, in a cache of this deployment's own.
 *
 * Language and the offline copy agree (review R4-02, R4-03). The boot script
 * sends a visitor to the page of the language they chose (lib/localePage.ts),
 * and the host answers the root in it (site.conf); so:
 * - the worker keeps the chosen language's page as soon as the visitor chooses
 *   (keepLanguagePage, on the app's message): the boot script's redirect is
 *   then answered offline. Not every language's page at install: another
 *   25 KB (gzip) on every visitor's first visit, for a choice few make, where
 *   the first-visit guard had 5 KB to spare at its last measure
 *   (docs/performance.md); a visitor who never chooses downloads nothing more;
 * - at the root, the choice wins over the page kept there, as with nginx
 *   (servePage), offline excepted: there the kept page answers;
 * - where the chosen page could still be missing (offline before the worker
 *   had it, or a choice it never heard of), the offline answer's home link
 *   cannot send the visitor back to it (offlinePage.ts, offlineChoice).
 */
import { LANGUAGE_PAGE_FOLDERS } from '@shared/webApp';
import { LOCALE_PARAM, localeInSearch } from '@shared/localeChoice';
import { isLocale, localeOfPage, localePagePath, type Locale } from '@shared/locales';
import { keepable } from './answerType';
import { putQuietly } from './cacheWrite';
import { matchPage, type Deployment } from './pageDeployment';
import type { Visitor } from './precacheGroups';

/** The folder URL of the language page `url` names (`/`, `/fr/`, or their index.html), or null. */
export function languagePageOf(url: URL, scope: URL): string | null {
  for (const folder of LANGUAGE_PAGE_FOLDERS) {
    const path = scope.pathname + folder;
    if (url.pathname === path || url.pathname === `${path}index.html`) {
      return new URL(path, scope).href;
    }
  }
  return null;
}

/**
 * The page file a navigation to `url` opens, relative to the scope: a folder's
 * index.html (`/privacy-policy/` and `/privacy-policy/index.html` are both
 * `privacy-policy/index.html`, as Workbox's precache route has it), else null.
 */
export function pageFileOf(url: URL, scope: URL): string | null {
  if (!url.pathname.startsWith(scope.pathname)) return null;
  const path = url.pathname.slice(scope.pathname.length);
  if (path === '' || path.endsWith('/')) return `${path}index.html`;
  return path === 'index.html' || path.endsWith('/index.html') ? path : null;
}

/**
 * Where a static page's address typed without its slash (`privacy-policy`) goes, as the
 * server sends it: its folder (`privacy-policy/`), when `pages` (page files relative to the
 * scope, `privacy-policy/index.html`) has it; else null.
 */
export function slashedPageAddress(
  url: URL,
  scope: URL,
  pages: ReadonlySet<string>,
): string | null {
  if (!url.pathname.startsWith(scope.pathname)) return null;
  const path = url.pathname.slice(scope.pathname.length);
  if (path === '' || path.endsWith('/') || !pages.has(`${path}/index.html`)) return null;
  return `${url.origin}${url.pathname}/${url.search}`;
}

/**
 * Keeps the language page each of `urls` (the open windows) shows, and the
 * pages an earlier deployment kept, as this deployment built them
 * (pageDeployment.ts). A first install reads the page from the browser's
 * cache (the visitor just loaded it; nothing is downloaded again); an update,
 * or a copy from another deployment, asks the server, which answers the new
 * page or "not modified". A page still not this deployment's is not kept: the
 * visitor's next visit keeps the network's (servePage).
 */
export async function cacheLoadedPages(
  cacheName: string,
  scope: URL,
  urls: readonly URL[],
  firstInstall: boolean,
  deployment: Deployment,
): Promise<void> {
  const pages = new Set<string>();
  for (const url of urls) {
    const page = languagePageOf(url, scope);
    if (page !== null) pages.add(page);
  }
  for (const name of await caches.keys()) {
    if (!name.startsWith('lyceo-pages-') || name === cacheName) continue;
    for (const request of await (await caches.open(name)).keys()) pages.add(request.url);
  }
  const cache = await caches.open(cacheName);
  const modes: RequestCache[] = firstInstall ? ['force-cache', 'no-cache'] : ['no-cache'];
  await Promise.all(
    [...pages].map(async (page) => {
      const response = await pageOf(page, modes, deployment);
      if (response) await cache.put(page, response);
    }),
  );
}

/**
 * `page` as this deployment built it, asked in each of `modes` until one
 * answers it; else the server's last answer if it names this deployment's
 * files (a host that rewrites pages: pageDeployment.ts); else null.
 */
async function pageOf(
  page: string,
  modes: readonly RequestCache[],
  deployment: Deployment,
): Promise<Response | null> {
  let named: Response | null = null;
  for (const mode of modes) {
    const response = await fetch(page, { cache: mode, credentials: 'same-origin' });
    if (!keepable(page, response)) continue;
    const match = await matchPage(response, deployment);
    if (match === 'built') return response;
    named = match === 'names-its-files' ? response : null;
  }
  return named;
}

/**
 * Where the worker stands as it serves a page: its scope, the visitor's
 * language choice as it knows it (chosenLocale.ts), and its deployment's pages
 * and files (pageDeployment.ts).
 */
export interface PageContext {
  readonly scope: URL;
  readonly chosen?: Locale | null;
  readonly deployment: Deployment;
}

/**
 * The page kept for `page`, else the network's answer to `request`, then kept
 * when it is this deployment's (pageDeployment.ts; another deployment's page,
 * from a cache on the way or a deploy since this worker, is shown, not kept).
 *
 * At the site's root, the host picks the language (site.conf: a language link's
 * `?lang=`, then the `lang` cookie, then Accept-Language), and the worker answers
 * for it. A language named in the address, else the visitor's choice, wins over
 * the page kept there, as it does with nginx (review R4-03: a French browser
 * served French at `/` who chose English got the kept French page on every later
 * visit). The kept page answers when it is in that language, or when that
 * language's own page is kept too (`fr/`: the boot script goes there, no request).
 * Otherwise the network is asked for the root in that language (`/?lang=en`, as
 * nginx reads it with or without the cookie) and its answer kept instead, on the
 * same terms. Offline the kept page still answers; with none kept at the root,
 * any kept language page does (the chosen language's first): each is made to be
 * served at the root too (its relative URLs go through its site root,
 * localePageRoot).
 *
 * A language's own folder (`fr/`) always holds its language: nothing to choose there.
 */
export async function servePage(
  cacheName: string,
  request: Request,
  page: string,
  { scope, chosen = null, deployment }: PageContext,
): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(page);
  const atRoot = page === scope.href;
  const wanted = atRoot ? (localeInSearch(new URL(request.url).search) ?? chosen) : null;
  if (cached && (wanted === null || (await keptFor(cache, scope, cached, wanted)))) {
    return cached;
  }
  let response: Response;
  try {
    response = await fetch(wanted === null ? request : pageRequest(page, wanted, scope));
  } catch (error) {
    const kept = cached ?? (atRoot ? await anyKeptPage(cache, wanted) : undefined);
    if (kept) return kept;
    throw error;
  }
  await keepPage(cache, { scope, deployment }, page, response);
  return response;
}

/**
 * Keeps the page of the language the visitor chose, with what it needs here,
 * when no page in that language is kept yet (sw.ts, on the app's message). The
 * worker keeps a page when it is visited; without this, a visitor who switched
 * language in the running app was sent to `fr/` by the boot script on the next
 * visit, a page this device had never loaded: offline, nothing but the offline
 * answer (review R4-02). Only on a choice: a visitor who does not choose (on
 * Save-Data or 2G too) downloads no other language. Kept only when the server
 * answers this deployment's page (keepPage): another deployment's is left, and
 * the app's next message, or the next visit to that page, asks again.
 */
export async function keepLanguagePage(
  cacheName: string,
  scope: URL,
  locale: Locale,
  deployment: Deployment,
): Promise<void> {
  if ((await keptPages(cacheName)).some((page) => page.locale === locale)) return;
  const page = new URL(localePagePath(locale), scope).href;
  const response = await fetch(pageRequest(page, locale, scope));
  await keepPage(await caches.open(cacheName), { scope, deployment }, page, response);
}

/**
 * A request for the language page at `page` in `locale`. The root names the
 * language (`/?lang=en`), which site.conf reads before the cookie, so the answer
 * does not depend on the cookie; a folder's page (`fr/`) is asked as it is, which
 * the browser's cache may revalidate.
 */
function pageRequest(page: string, locale: Locale, scope: URL): Request {
  const url = page === scope.href ? `${page}?${LOCALE_PARAM}=${locale}` : page;
  return new Request(url, { credentials: 'same-origin' });
}

/** Whether the page kept at the root may answer for `wanted`: it is in it, or that language's own page is kept. */
async function keptFor(cache: Cache, scope: URL, kept: Response, wanted: Locale): Promise<boolean> {
  if (localeOfHtml(await kept.clone().text()) === wanted) return true;
  const own = new URL(localePagePath(wanted), scope).href;
  if (own === scope.href) return false;
  const page = await cache.match(own);
  return page !== undefined && localeOfHtml(await page.text()) === wanted;
}

/** Any kept language page, one in `wanted` first. */
async function anyKeptPage(cache: Cache, wanted: Locale | null): Promise<Response | undefined> {
  const pages: Array<{ locale: Locale | null; response: Response }> = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response) pages.push({ locale: localeOfHtml(await response.clone().text()), response });
  }
  return (pages.find((each) => each.locale === wanted) ?? pages[0])?.response;
}

/**
 * Keeps `response` for `page` when it is a page this deployment would keep: an
 * HTML answer of its own (not a redirect), and this deployment's page
 * (pageDeployment.ts, matchPage); else keeps nothing. The page it replaces at
 * the root may be another language's (site.conf served French at `/`): it is
 * that language's own page byte for byte, and this deployment's like every
 * page in its cache, so it is kept under its folder (`fr/`) when none is there
 * yet, and a later choice of that language still opens offline.
 */
async function keepPage(
  cache: Cache,
  { scope, deployment }: Pick<PageContext, 'scope' | 'deployment'>,
  page: string,
  response: Response,
): Promise<void> {
  if (!keepable(page, response) || response.redirected) return;
  if ((await matchPage(response, deployment)) === 'other') return;
  const replaced = await cache.match(page);
  // A copy: the caller may still answer the navigation with `response`. A full
  // storage refuses it: the visitor still gets the page (cacheWrite.ts).
  if (!(await putQuietly(cache, page, response.clone())) || !replaced) return;
  const locale = localeOfHtml(await replaced.clone().text());
  if (locale === null) return;
  const own = new URL(localePagePath(locale), scope).href;
  if (own !== page && !(await cache.match(own))) await putQuietly(cache, own, replaced);
}

/** The language a page says it is in (`<html lang="fr" …>`), if one of the site's. */
function localeOfHtml(html: string): Locale | null {
  const lang = /<html\b[^>]*?\slang="([^"]*)"/i.exec(html)?.[1];
  return isLocale(lang) ? lang : null;
}

/** A language page this deployment's worker keeps: its URL, and the language it says it is in. */
export interface KeptPage {
  readonly url: string;
  readonly locale: Locale;
}

/** The language pages kept in `cacheName`, each with the language it says it is in (a host may serve the French page at `/`). */
export async function keptPages(cacheName: string): Promise<KeptPage[]> {
  const cache = await caches.open(cacheName);
  const pages: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const locale = localeOfHtml((await (await cache.match(request))?.text()) ?? '');
    if (locale !== null) pages.push({ url: request.url, locale });
  }
  return pages;
}

/**
 * Who installs the worker: a kiosk when one of the open windows (`urls`) is
 * one, reading the languages of the pages kept for them and from earlier
 * deployments (cacheLoadedPages, first): what each page says, since a host may
 * serve the French page at `/` (site.conf). With no page kept, the language of
 * each window's address (`fr/…` French).
 */
export async function installingVisitor(
  cacheName: string,
  scope: URL,
  urls: readonly URL[],
): Promise<Visitor> {
  const locales = new Set((await keptPages(cacheName)).map((page) => page.locale));
  if (locales.size === 0) {
    for (const url of urls) locales.add(localeOfPage(url.pathname.slice(scope.pathname.length)));
  }
  return {
    // A presenter too: the slides offline, in every language (L switches them).
    kiosk: urls.some((url) =>
      ['kiosk', 'present'].some((mode) => url.searchParams.get(mode) === '1'),
    ),
    locales: [...locales],
  };
}
