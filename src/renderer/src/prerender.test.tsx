import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './app/AppRoutes';
import { SECTION_IDS } from './content';
import { siteCopies } from './content/siteCopies';
import type { Locale } from './content/types';
import { useLocaleStore } from './store/locale';
import { renderLandingPage } from './prerender';

/**
 * Markup as the browser's DOM holds it, without React's comment markers (text
 * separators, Suspense boundaries) and with each element's attributes in one
 * order (the server writes an image's src first, the client last).
 */
function domOf(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(
    template.content,
    NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_ELEMENT,
  );
  const comments: Node[] = [];
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node instanceof Element) {
      const attributes = [...node.attributes].map((attribute) => [attribute.name, attribute.value]);
      for (const [name] of attributes) node.removeAttribute(name ?? '');
      for (const [name, value] of attributes.sort()) node.setAttribute(name ?? '', value ?? '');
    } else comments.push(node);
  }
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  template.content.normalize();
  return template.innerHTML;
}

/** The phone menu's toggle: the prerendered switch and its no-script links, or the app's button. */
const MENU_TOGGLE = '.menu-shown, .menu-switch, .navbar-toggler, .menu-backdrop, .navbar noscript';

/** The phone menu's toggle elements, as tag#id. */
function menuToggleOf(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll(MENU_TOGGLE)].map(
    (element) => element.localName + (element.id ? `#${element.id}` : ''),
  );
}

/** The markup without the phone menu's toggle (the prerendered switch or the app's button). */
function withoutMenuToggle(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll(MENU_TOGGLE)) element.remove();
  return template.innerHTML;
}

/** The landing page as the app renders it in the browser at `#/`, once its lazy sections are in. */
async function renderInBrowser(locale: Locale): Promise<string> {
  await useLocaleStore.getState().setLocale(locale, { remember: false });
  window.location.hash = '#/';
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <StrictMode>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </StrictMode>,
    ),
  );
  await waitFor(() => expect(container.querySelector('#faq')).not.toBeNull());
  const html = container.innerHTML;
  act(() => root.unmount());
  container.remove();
  return html;
}

describe('the prerendered landing page', () => {
  // The app's render comes first: the server renderer leaves React Router's
  // contexts set in this process, where a browser render would then find itself
  // "inside another router". (The build renders in a process of its own.)
  it('is, in each language, exactly what the app renders, so hydration finds nothing to change', async () => {
    const inBrowser = { en: await renderInBrowser('en'), fr: await renderInBrowser('fr') };
    for (const locale of ['en', 'fr'] as const) {
      const prerendered = await renderLandingPage(locale);
      expect(domOf(withoutMenuToggle(prerendered))).toBe(
        domOf(withoutMenuToggle(inBrowser[locale])),
      );
      // The one difference: the page's menu works by a checkbox switch (links to a
      // :target where scripting is off) until React runs, and the app swaps in its
      // menu button after hydrating it.
      expect(menuToggleOf(prerendered)).toEqual([
        'span#main-menu-shown',
        'input#main-menu-switch',
        'label',
        'label',
        'noscript',
      ]);
      expect(menuToggleOf(inBrowser[locale])).toEqual(['button']);

      const page = document.createElement('div');
      page.innerHTML = prerendered;
      const ids = [...page.querySelectorAll('section[id]')].map((section) => section.id);
      expect(ids).toEqual(SECTION_IDS);
      expect(page.querySelector('header nav')).not.toBeNull();
      // Before the app runs, and without JavaScript, the phone menu holds its Download App
      // button, tagged with the menu's own placement (the specification's menu, issue 60).
      const menuStore = page.querySelector<HTMLAnchorElement>('#main-menu a.menu-store');
      expect(menuStore?.textContent).toContain(siteCopies[locale].nav.download);
      expect(new URL(menuStore?.href ?? 'x:').searchParams.get('referrer')).toMatch(
        /utm_content=menu$/,
      );
      expect(page.querySelector('footer')).not.toBeNull();
      expect(prerendered).not.toContain('<script');
      // Every FAQ answer is in the markup (index.html's no-JavaScript style shows them).
      expect(page.querySelectorAll('.accordion-body')).toHaveLength(
        siteCopies[locale].landing.faq.items.length,
      );
    }
  });
});
