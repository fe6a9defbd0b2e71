/**
 * What the worker answers when a navigation cannot reach the network: a page
 * this device has not kept (the other language's page typed by hand, a
 * mistyped address), offline. Not the browser's own error page, but the
 * site's offline answer (offline.html, fr/offline.html, both kept at install
 * by every visitor) in the address's language: what happened, Try again (the
 * same address), and a link to the landing page this device does keep, which
 * never sends the visitor back here (offlineChoice).
 */
import { DEFAULT_LOCALE, LOCALES, localeOfPage, type Locale } from '@shared/locales';
import { LOCALE_PARAM } from '@shared/localeChoice';
import { offlinePagePath } from '@shared/webApp';
import type { KeptPage } from './pages';

/** The marked links of offline.html (pages/OfflinePage.tsx's KEPT_HOME_ATTRIBUTE, RETRY_ATTRIBUTE). */
const KEPT_HOME_LINK = /href="[^"]*"(?= data-kept-home="")/g;
const RETRY_LINK = /href="[^"]*"(?= data-retry="")/g;

/** Headers of the kept file that describe its bytes as sent, not the page rewritten from them. */
const BYTES_HEADERS = ['content-length', 'content-encoding', 'etag', 'last-modified'];

export interface OfflineChoice {
  /** The language of the answer. */
  readonly locale: Locale;
  /** The kept landing page its home links open, if this device keeps one. */
  readonly home: string | null;
}

/**
 * The language an address asks for: its folder's (`fr/…` French); at the
 * site's root, that of the page kept there (site.conf may serve the French
 * page at `/`), else the default.
 */
export function addressLocale(url: URL, scope: URL, kept: readonly KeptPage[]): Locale {
  const locale = localeOfPage(url.pathname.slice(scope.pathname.length));
  if (locale !== DEFAULT_LOCALE) return locale;
  return kept.find((page) => page.url === scope.href)?.locale ?? DEFAULT_LOCALE;
}

/**
 * The answer speaks the address's language; its home links open the kept
 * landing page in that language, else any kept one (an English visitor who
 * typed `fr/` reads French, and goes home to the English page this device has).
 *
 * A page in another language is opened with its language named (`/?lang=en`),
 * which the boot script stores as the visitor's choice. Without it, a visitor
 * who chose the language this device lacks came here by the boot script's
 * redirect to its page, and the home link's page sent them back here, for ever
 * (review R4-02). With it, they stay on the page this device has, in its
 * language, until they choose again online.
 */
export function offlineChoice(requested: Locale, kept: readonly KeptPage[]): OfflineChoice {
  const same = kept.find((candidate) => candidate.locale === requested);
  if (same) return { locale: requested, home: same.url };
  const other = kept[0];
  return {
    locale: requested,
    home: other ? `${other.url}?${LOCALE_PARAM}=${other.locale}` : null,
  };
}

/** An address of the site's own as an attribute's value: its path and query, escaped. */
function hrefOf(address: string): string {
  const url = new URL(address);
  return `href="${(url.pathname + url.search).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/**
 * `html` with its marked links pointing where they lead: home at `home` (when this device keeps
 * a landing page), Try again at `retry`, the address asked for.
 */
export function withLinks(html: string, links: { home: string | null; retry: string }): string {
  const homed = links.home === null ? html : html.replace(KEPT_HOME_LINK, hrefOf(links.home));
  return homed.replace(RETRY_LINK, hrefOf(links.retry));
}

/** The kept offline answer for `url`, in its language where kept, else in any; a network error if none is kept. */
export async function offlineAnswer(options: {
  url: URL;
  scope: URL;
  kept: readonly KeptPage[];
  /** The kept copy of a file of the site, by its URL. */
  match: (href: string) => Promise<Response | undefined>;
}): Promise<Response> {
  const { url, scope, kept, match } = options;
  const choice = offlineChoice(addressLocale(url, scope, kept), kept);
  const locales = [choice.locale, ...LOCALES.filter((locale) => locale !== choice.locale)];
  for (const locale of locales) {
    const file = await match(new URL(offlinePagePath(locale), scope).href);
    if (!file) continue;
    const html = await file.text();
    const headers = new Headers(file.headers);
    for (const name of BYTES_HEADERS) headers.delete(name);
    const body = withLinks(html, { home: choice.home, retry: url.href });
    return new Response(body, { status: file.status, statusText: file.statusText, headers });
  }
  return Response.error();
}
