/**
 * The language switch is a pair of links to each language's prerendered page
 * (components/LanguageSwitch.tsx): before the app has arrived, or without it
 * on a slow link, a tap follows the link, and the boot script remembers the
 * choice first, so the other page does not send the visitor back (a
 * remembered language wins, lib/localePage.ts) and the host serves it at the
 * root next time (the `lang` cookie). The running app handles the tap itself
 * and prevents the navigation; this listener then does nothing.
 */
import { LOCALE_PARAM, localeInSearch } from '@shared/localeChoice';
import { isLocale, localePagePath, localePageRoot } from '../content/locales';
import type { Locale } from '../content/types';

/**
 * A language link's address from a page in `from`: the other page, naming its
 * language (`../?lang=en`), so that the page it opens is in that language where
 * no script stored the choice first (a page without script, JavaScript off, a
 * new tab) and the host picks the root's language (site.conf).
 */
export function languageLinkHref(from: Locale, to: Locale): string {
  return `${localePageRoot(from)}${localePagePath(to)}?${LOCALE_PARAM}=${to}`;
}

/** The query string without it. */
export function searchWithoutLocale(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LOCALE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Takes a language link's `?lang=` out of the address once the app runs (the
 * boot script has stored the choice): a choice made later in the app must win
 * when the page is reloaded, and a copied address should not carry it.
 */
export function forgetLocaleInAddress(win: Window): void {
  const { pathname, search, hash } = win.location;
  if (localeInSearch(search) === null) return;
  win.history.replaceState(win.history.state, '', pathname + searchWithoutLocale(search) + hash);
}

/** sessionStorage: the next page was opened by a language link, its splash can go at once. */
export const LANGUAGE_LINK_KEY = 'lyceo-language-link';

export function rememberLanguageLinks(
  doc: Document,
  pageLocale: Locale,
  store: (locale: Locale) => void,
): void {
  doc.addEventListener('click', (event) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    const locale = (event.target as Element | null)
      ?.closest?.('a[data-locale]')
      ?.getAttribute('data-locale');
    if (!isLocale(locale)) return;
    store(locale);
    // The page already in that language: nothing to load again.
    if (locale === pageLocale) event.preventDefault();
    else markOpenedByLanguageLink(doc);
  });
}

function markOpenedByLanguageLink(doc: Document): void {
  try {
    doc.defaultView?.sessionStorage.setItem(LANGUAGE_LINK_KEY, '1');
  } catch {
    // No storage: the next page shows its splash as usual.
  }
}

/**
 * Whether this page was opened by a language link (the flag is used up): the
 * visitor just saw the site, and the same page in their language needs no
 * splash before it.
 */
export function openedByLanguageLink(win: Window): boolean {
  try {
    const opened = win.sessionStorage.getItem(LANGUAGE_LINK_KEY) !== null;
    win.sessionStorage.removeItem(LANGUAGE_LINK_KEY);
    return opened;
  } catch {
    return false;
  }
}
