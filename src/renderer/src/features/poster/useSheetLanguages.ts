import { useEffect, useState } from 'react';
import { loadCopy, LOCALES } from '../../content';
import { posterCopies } from '../../content/poster';
import type { Locale, PosterCopy, SiteCopy } from '../../content/types';
import { useCopy, useLocale } from '../../hooks/useCopy';

/** One language's words on a sheet: the landing page's pitch and plans, the print view's own. */
export interface SheetLanguage {
  locale: Locale;
  landing: SiteCopy['landing'];
  poster: PosterCopy;
}

/**
 * The languages a sheet speaks: the page's, then with `bilingual` every other
 * one, fetched like a language switch fetches it. Until it has come (or if it
 * cannot, offline before it was kept) the sheet is in the page's language.
 */
export function useSheetLanguages(bilingual: boolean): SheetLanguage[] {
  const locale = useLocale();
  const copy = useCopy();
  const [others, setOthers] = useState<{ for: Locale; copies: SheetLanguage[] } | null>(null);

  useEffect(() => {
    if (!bilingual) return;
    let live = true;
    const rest = LOCALES.filter((other) => other !== locale);
    Promise.all(rest.map((other) => loadCopy(other))).then(
      (copies) => {
        if (!live) return;
        setOthers({
          for: locale,
          copies: copies.map((loaded, index) => {
            const other = rest[index] ?? locale;
            return { locale: other, landing: loaded.landing, poster: posterCopies[other] };
          }),
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [bilingual, locale]);

  const own: SheetLanguage = { locale, landing: copy.landing, poster: posterCopies[locale] };
  return bilingual && others?.for === locale ? [own, ...others.copies] : [own];
}
