import { LANGUAGE_NAMES, LOCALES } from '../content';
import { useCopy, useLocale } from '../hooks/useCopy';
import { useLocaleStore } from '../store/locale';

export function LanguageSwitch() {
  const { nav } = useCopy();
  const current = useLocale();
  const setLocale = useLocaleStore((state) => state.setLocale);
  return (
    <div className="btn-group language-switch" role="group" aria-label={nav.languageLabel}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={`btn btn-sm ${locale === current ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-label={LANGUAGE_NAMES[locale]}
          aria-pressed={locale === current}
          onClick={() => void setLocale(locale)}
        >
          {locale.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
