import { create } from 'zustand';
import { englishCopy, loadCopy, onCopyEdited } from '../content';
import type { Locale, SiteCopy } from '../content/types';
import { readLocalePage, resetLocaleOf } from '../lib/localePage';
import { forgetStoredLocale, navigatorLanguages, storeLocale } from '../lib/preferredLocale';
import { tellServiceWorkerLocale } from '../lib/workerLocale';
import { registerReset } from './resetRegistry';
import { useSiteRun } from './siteRun';

/**
 * The prerendered page this app runs in (its language), read as this module
 * loads: before bindDocumentLanguage makes <html lang> follow the visitor's
 * choice. None in the shell, nor where there is no document (prerendering).
 */
const page = typeof document === 'undefined' ? null : readLocalePage(document);

interface LocaleState {
  locale: Locale;
  copy: SiteCopy;
  /**
   * Switches language (loading its copy first) and remembers the choice unless told not
   * to, or in a kiosk: there the choice is the visitor's, for the visit. Remembered, the
   * `lang` cookie would have the host (site.conf, the boot script) serve the kiosk's page
   * in the visitor's language at its next reload, for the rest of the day.
   */
  setLocale: (locale: Locale, options?: { remember?: boolean }) => Promise<void>;
  /** Back to the page's language (else the browser's), forgetting any remembered choice (kiosk reset, tests). */
  reset: () => Promise<void>;
}

let latestRequest = 0;

export const useLocaleStore = create<LocaleState>()((set, get) => ({
  locale: 'en',
  copy: englishCopy,
  async setLocale(locale, { remember = !useSiteRun.getState().kiosk } = {}) {
    const request = ++latestRequest;
    // Remembered once its copy is in: a language that cannot load (offline, not kept yet)
    // would otherwise send the next visit to a page this device does not have.
    let copy: SiteCopy;
    try {
      copy = await loadCopy(locale);
    } catch (error) {
      // Only the latest choice's failure is the visitor's to hear about.
      if (request === latestRequest) throw error;
      return;
    }
    // A later choice made while this one loaded wins.
    if (request !== latestRequest) return;
    if (remember) {
      storeLocale(locale);
      // So that it keeps this language's page: the boot script sends the next visit there.
      tellServiceWorkerLocale(locale);
    }
    if (get().locale !== locale || get().copy !== copy) set({ locale, copy });
  },
  async reset() {
    forgetStoredLocale();
    tellServiceWorkerLocale(null);
    await get().setLocale(resetLocaleOf(page, navigatorLanguages()), { remember: false });
  },
}));

registerReset(() => useLocaleStore.getState().reset());

// npm run dev:web: an edit of the copy shows in the open page by a hot update, in place.
if (import.meta.hot) {
  onCopyEdited((locale, copy) => {
    if (useLocaleStore.getState().locale === locale) useLocaleStore.setState({ copy });
  });
}
