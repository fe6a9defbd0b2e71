import { afterEach, expect, it } from 'vitest';
import { handleSkipLinks, MAIN_HASH } from './skipLink';

afterEach(() => {
  document.body.replaceChildren();
  window.location.hash = '';
});

/** A page with a skip link and, unless told otherwise, its main landmark. */
function page({ withMain = true } = {}): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = MAIN_HASH;
  link.textContent = 'Skip to content';
  document.body.append(link);
  if (withMain) {
    const main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(main);
  }
  return link;
}

// One listener for the whole test file: the boot script adds it once per page.
handleSkipLinks(document);

it('before the app, a click on the skip link focuses the main landmark and leaves the address', () => {
  const link = page();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(document.activeElement).toBe(document.getElementById('main'));
  expect(click.defaultPrevented).toBe(true);
  expect(window.location.hash).toBe('');
});

it('a page without a main landmark follows the link as the browser would', () => {
  const link = page({ withMain: false });
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});
