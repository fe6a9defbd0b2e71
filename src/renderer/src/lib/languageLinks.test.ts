import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetLocaleInAddress,
  LANGUAGE_LINK_KEY,
  languageLinkHref,
  openedByLanguageLink,
  rememberLanguageLinks,
  searchWithoutLocale,
} from './languageLinks';

describe('language links before the app', () => {
  const store = vi.fn();

  beforeEach(() => {
    document.body.innerHTML =
      '<a href="./" data-locale="en">EN</a><a href="./fr/" data-locale="fr"><span>FR</span></a><a href="#faq">FAQ</a>';
  });
  afterEach(() => {
    store.mockReset();
    sessionStorage.clear();
  });

  // jsdom does not navigate: a click's default action is only observed as not prevented.
  const click = (target: Element | null, init: MouseEventInit = {}): MouseEvent => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    target?.dispatchEvent(event);
    return event;
  };

  rememberLanguageLinks(document, 'en', (locale) => store(locale));

  it('remembers the other language before following its link, and tells its page', () => {
    const event = click(document.querySelector('span'));
    expect(store).toHaveBeenCalledWith('fr');
    expect(event.defaultPrevented).toBe(false);
    expect(openedByLanguageLink(window)).toBe(true);
    expect(openedByLanguageLink(window)).toBe(false);
  });

  it('stays on the page already in the chosen language', () => {
    const event = click(document.querySelector('[data-locale="en"]'));
    expect(store).toHaveBeenCalledWith('en');
    expect(event.defaultPrevented).toBe(true);
    expect(sessionStorage.getItem(LANGUAGE_LINK_KEY)).toBeNull();
  });

  it('leaves other links, new-tab clicks and clicks the app took alone', () => {
    click(document.querySelector('[href="#faq"]'));
    click(document.querySelector('span'), { ctrlKey: true });
    const taken = new MouseEvent('click', { bubbles: true, cancelable: true });
    taken.preventDefault();
    document.querySelector('span')?.dispatchEvent(taken);
    expect(store).not.toHaveBeenCalled();
  });
});

describe('a language named in the address', () => {
  it('is on every language link, from either page', () => {
    expect(languageLinkHref('en', 'fr')).toBe('./fr/?lang=fr');
    expect(languageLinkHref('en', 'en')).toBe('./?lang=en');
    expect(languageLinkHref('fr', 'en')).toBe('../?lang=en');
    expect(languageLinkHref('fr', 'fr')).toBe('../fr/?lang=fr');
  });

  it('is taken out of the query string, the rest kept', () => {
    expect(searchWithoutLocale('?lang=en')).toBe('');
    expect(searchWithoutLocale('?lang=fr&event=foire')).toBe('?event=foire');
    expect(searchWithoutLocale('?event=foire&lang=fr&name=a')).toBe('?event=foire&name=a');
    expect(searchWithoutLocale('?event=foire&lang=fr')).toBe('?event=foire');
    expect(searchWithoutLocale('?event=foire')).toBe('?event=foire');
  });

  it('is forgotten by the running app, the route and the rest of the address kept', () => {
    window.history.replaceState(null, '', '/fr/?lang=fr#/console');
    forgetLocaleInAddress(window);
    expect(window.location.href).toBe('http://localhost:3000/fr/#/console');
    window.history.replaceState(null, '', '/?kiosk=1#/');
    forgetLocaleInAddress(window);
    expect(window.location.href).toBe('http://localhost:3000/?kiosk=1#/');
  });
});
