import { site } from '../config/site';
import type { Locale, SiteCopy } from '../content/types';
import { useLocaleStore } from '../store/locale';
import { fill } from '../lib/template';

/** Keeps <html lang> and the meta description in step with the language. */
export function applyDocumentLanguage(locale: Locale, copy: SiteCopy): void {
  document.documentElement.lang = locale;
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', fill(copy.meta.description, { brand: site.brand }));
}

export function bindDocumentLanguage(): () => void {
  const { locale, copy } = useLocaleStore.getState();
  applyDocumentLanguage(locale, copy);
  return useLocaleStore.subscribe((state) => applyDocumentLanguage(state.locale, state.copy));
}
