import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_CHOICE_MESSAGE } from '@shared/localeChoice';

/** The store as a page loads it: the prerendered page's <html> is read when the module loads. */
async function localeStoreOnPage(lang: string, siteRoot: string | null) {
  const html = document.documentElement;
  html.lang = lang;
  if (siteRoot === null) html.removeAttribute('data-site-root');
  else html.setAttribute('data-site-root', siteRoot);
  vi.resetModules();
  const { useLocaleStore } = await import('./locale');
  return useLocaleStore;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('data-site-root');
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the language a kiosk reset returns to', () => {
  it("is the French page's in an English browser (fr/?kiosk=1), whatever the visitor chose", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    const store = await localeStoreOnPage('fr', '../');
    await store.getState().setLocale('fr', { remember: false });
    // The visitor switches to English; <html lang> follows (bindDocumentLanguage).
    await store.getState().setLocale('en');
    document.documentElement.lang = 'en';
    await store.getState().reset();
    expect(store.getState().locale).toBe('fr');
    expect(localStorage.getItem('lyceo.locale')).toBeNull();
  });

  it("is the English page's in a French browser (a kiosk started English stays English)", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr']);
    const store = await localeStoreOnPage('en', './');
    await store.getState().setLocale('fr');
    document.documentElement.lang = 'fr';
    await store.getState().reset();
    expect(store.getState().locale).toBe('en');
  });

  it("is the browser's where no page says (the shell's renderer)", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CM']);
    const store = await localeStoreOnPage('', null);
    await store.getState().setLocale('en');
    await store.getState().reset();
    expect(store.getState().locale).toBe('fr');
  });
});

// Issue 38, finding 7: a visitor's choice in a kiosk set the `lang` cookie, so a reload of the
// kiosk's own page got the visitor's language from the host for the rest of the day.
describe("a visitor's choice in a kiosk", () => {
  it('is kept for the visit only: neither the cookie nor the browser storage remembers it', async () => {
    const store = await localeStoreOnPage('en', './');
    const { startSiteRun, PUBLIC_WEBSITE } = await import('./siteRun');
    startSiteRun({ ...PUBLIC_WEBSITE, kiosk: true, source: 'kiosk' });
    await store.getState().setLocale('fr');
    expect(store.getState().locale).toBe('fr');
    expect(document.cookie).not.toMatch(/(^|;\s*)lang=/);
    expect(localStorage.getItem('lyceo.locale')).toBeNull();
    startSiteRun(PUBLIC_WEBSITE);
  });
});

/** navigator.serviceWorker with an active worker that records what the page posts it. */
function activeWorker() {
  const postMessage = vi.fn();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ active: { postMessage } }) },
  });
  return postMessage;
}

// Review R4-02: an English browser that chose French in the running app was sent to `fr/`
// by the boot script on every later visit, a page its worker had never kept: offline, every
// visit ended on the offline page. The worker now hears the choice and keeps that page.
describe("a visitor's choice on the website", () => {
  it('is told to the service worker, which keeps that language’s page', async () => {
    const postMessage = activeWorker();
    const store = await localeStoreOnPage('en', './');
    await store.getState().setLocale('fr');
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ type: LOCALE_CHOICE_MESSAGE, locale: 'fr' }),
    );
  });

  it('is not told when it is not remembered (the start, a kiosk), and its forgetting is', async () => {
    const postMessage = activeWorker();
    const store = await localeStoreOnPage('en', './');
    await store.getState().setLocale('fr', { remember: false });
    await store.getState().reset();
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage.mock.calls).toEqual([[{ type: LOCALE_CHOICE_MESSAGE, locale: null }]]);
  });
});
