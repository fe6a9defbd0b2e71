import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_LINK_KEY, openedByLanguageLink, rememberLanguageLinks } from './languageLinks';

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
