/**
 * The language switch is a pair of links to each language's prerendered page
 * (components/LanguageSwitch.tsx): before the app has arrived, or without it
 * on a slow link, a tap follows the link, and the boot script remembers the
 * choice first, so the other page does not send the visitor back (a
 * remembered language wins, lib/localePage.ts) and the host serves it at the
 * root next time (the `lang` cookie). The running app handles the tap itself
 * and prevents the navigation; this listener then does nothing.
 */
import type { Locale } from '../content/types';
import { isLocale } from './preferredLocale';

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
