/**
 * How the reader's language choice reaches the server, which serves the site
 * root in it (tooling/hosting/nginxSiteConf.ts), and the service worker, which
 * answers the root for the server once it keeps the site (src/sw/pages.ts):
 * - the cookie the language switch writes (renderer lib/preferredLocale.ts);
 * - the query parameter the switch's links carry (`?lang=fr`), for a page
 *   opened by one where no script ran to write the cookie first: from the
 *   script-free "page not found", with JavaScript off, or in a new tab. The
 *   boot script stores it, the app takes it out of the address when it starts
 *   (renderer lib/languageLinks.ts), and the service worker answers the root
 *   in it (src/sw/pages.ts);
 * - a message the app posts the worker when the choice is stored or forgotten
 *   (renderer lib/workerLocale.ts): the worker reads no cookie, and keeps the
 *   chosen language's page at once, so the boot script's redirect to it is
 *   answered offline too (src/sw/chosenLocale.ts).
 */
import { isLocale, type Locale } from './locales';

export const LOCALE_COOKIE = 'lang';
export const LOCALE_PARAM = 'lang';

/** The language a language link named in a query string (`?lang=fr`), if one of the site's. */
export function localeInSearch(search: string): Locale | null {
  const named = new URLSearchParams(search).get(LOCALE_PARAM);
  return isLocale(named) ? named : null;
}

/** What the page posts its service worker: the visitor's stored choice, or none. */
export const LOCALE_CHOICE_MESSAGE = 'LOCALE_CHOICE';

export function localeChoiceMessage(locale: Locale | null): {
  type: string;
  locale: Locale | null;
} {
  return { type: LOCALE_CHOICE_MESSAGE, locale };
}

/** The choice a message carries (null: forgotten); undefined when it is no such message. */
export function localeChoiceIn(data: unknown): Locale | null | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, locale } = data as { type?: unknown; locale?: unknown };
  if (type !== LOCALE_CHOICE_MESSAGE) return undefined;
  return locale === null || isLocale(locale) ? locale : undefined;
}
