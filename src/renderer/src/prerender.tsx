/**
 * The landing page as HTML, rendered by the website build in Node
 * (tooling/prerender) from the same routes, components and typed content as
 * the app, so the browser shows it before any script has run and React then
 * hydrates it (main.tsx). Kiosk, notices and every other store render at their
 * start, as they are in a visitor's browser while hydrating.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import type { Locale } from './content/types';
import { useLocaleStore } from './store/locale';

/**
 * What the hash router reads of a window, at the landing page's top: it then
 * writes the same links (`#/console`) as in the browser.
 */
function landingPageWindow(): Window {
  const location = { hash: '#/', href: 'https://prerender.invalid/#/', origin: 'null' };
  const history = { state: null, pushState: () => undefined, replaceState: () => undefined };
  return {
    location,
    history,
    document: { querySelector: () => null },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  } as unknown as Window;
}

async function render(): Promise<string> {
  const router = createHashRouter(routes, {
    window: landingPageWindow(),
    // Given, so the router does not look for a server's data on a global window.
    hydrationData: { loaderData: {} },
  });
  // prerender waits for every lazy component (the landing sections' chunk). A
  // large boundary would be written apart and moved into place by an inline
  // script, which the page's CSP refuses: one chunk size for the whole page.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  // Decoded as a stream: a character may be split between two chunks.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array | string>) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  html += decoder.decode();
  router.dispose();
  return html;
}

/** `<div id="root">`'s content for the landing page in `locale`, all its lazy sections included. */
export async function renderLandingPage(locale: Locale): Promise<string> {
  await useLocaleStore.getState().setLocale(locale, { remember: false });
  const html = await render();
  if (html.includes('<script'))
    throw new Error('Prerender: the landing page has an inline script.');
  return html;
}
