/**
 * How the reader's language choice reaches the server, which serves the site
 * root in it (tooling/hosting/nginxSiteConf.ts):
 * - the cookie the language switch writes (renderer lib/preferredLocale.ts);
 * - the query parameter the switch's links carry (`?lang=fr`), for a page
 *   opened by one where no script ran to write the cookie first: from the
 *   script-free "page not found", with JavaScript off, or in a new tab. The
 *   boot script stores it, the app takes it out of the address when it starts
 *   (renderer lib/languageLinks.ts), and the service worker answers the root
 *   in it (src/sw/pages.ts).
 */
import { isLocale, type Locale } from './locales';

export const LOCALE_COOKIE = 'lang';
export const LOCALE_PARAM = 'lang';

/** The language a language link named in a query string (`?lang=fr`), if one of the site's. */
export function localeInSearch(search: string): Locale | null {
  const named = new URLSearchParams(search).get(LOCALE_PARAM);
  return isLocale(named) ? named : null;
}
