import type { MouseEvent } from 'react';
import { LANGUAGE_NAMES, LOCALES } from '../content';
import type { Locale } from '../content/types';
import { languageLinkHref } from '../lib/languageLinks';
import { useCopy, useLocale } from '../hooks/useCopy';
import { useLocaleStore } from '../store/locale';
import { useOfflineNotice } from '../store/offlineNotice';

/**
 * EN | FR as links to each language's prerendered page, through the site root
 * of the language shown (`../` from the root stays at the root), naming their
 * language in the address: they work before the app has arrived and without
 * it (the boot script remembers the choice, lib/languageLinks.ts). Once the
 * app runs, a plain click switches the language in place, keeping the route,
 * the scroll and the filters.
 */
export function LanguageSwitch() {
  const { nav } = useCopy();
  const current = useLocale();
  const setLocale = useLocaleStore((state) => state.setLocale);
  const showMissingLocale = useOfflineNotice((state) => state.showMissingLocale);
  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: Locale): void => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.button !== 0 || modified) return;
    event.preventDefault();
    // A language whose copy cannot load (offline, before this device has kept it; a link too
    // weak): the page stays as it is and says so.
    setLocale(locale).catch(() => showMissingLocale(locale));
  };
  return (
    <div className="btn-group language-switch" role="group" aria-label={nav.languageLabel}>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={languageLinkHref(current, locale)}
          hrefLang={locale}
          lang={locale}
          data-locale={locale}
          className={`btn btn-sm ${locale === current ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-label={LANGUAGE_NAMES[locale]}
          aria-current={locale === current ? 'true' : undefined}
          onClick={(event) => choose(event, locale)}
        >
          {locale.toUpperCase()}
        </a>
      ))}
    </div>
  );
}
