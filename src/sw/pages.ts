/**
 * The language pages in the service worker: not precached (Workbox would
 * download the page the visitor just read a second time, and `/` and
 * `index.html` are two URLs), but kept as the visitor loaded them, under
 * their folder's URL, in a cache of this deployment's own.
 */
import { LANGUAGE_PAGE_FOLDERS } from '@shared/webApp';
import { localeInSearch } from '@shared/localeChoice';
import { isLocale, localeOfPage, type Locale } from '@shared/locales';
import { keepable } from './answerType';
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

/** What the worker knows as it serves a page: its deployment's pages and files. */
export interface PageContext {
  readonly deployment: Deployment;
}

/**
 * The page kept for `page`, else the network's answer to `request`, then kept
 * when it is this deployment's (pageDeployment.ts). A language link to the
 * root (`/?lang=en`) where the page kept there is in another language
 * (site.conf served a French browser French at `/`) asks the network, which
 * answers in the language named, and keeps that instead: the visitor's choice
 * is now that language. Offline, the kept page still answers (the app then
 * shows the choice in place).
 */
export async function servePage(
  cacheName: string,
  request: Request,
  page: string,
  { deployment }: PageContext,
): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(page);
  const named = localeInSearch(new URL(request.url).search);
  if (cached && (named === null || localeOfHtml(await cached.clone().text()) === named)) {
    return cached;
  }
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    if (cached) return cached;
    throw error;
  }
  // Another deployment's page (a cache on the way, a deploy since this worker) is shown, not kept.
  if (
    keepable(page, response) &&
    !response.redirected &&
    (await matchPage(response, deployment)) !== 'other'
  ) {
    await cache.put(page, response.clone());
  }
  return response;
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
    kiosk: urls.some((url) => url.searchParams.get('kiosk') === '1'),
    locales: [...locales],
  };
}
