/**
 * The landing page as HTML, rendered by the website build in Node
 * (tooling/prerender) from the same routes, components and typed content as
 * the app, so the browser shows it before any script has run and React then
 * hydrates it (main.tsx). Kiosk, notices and every other store render at their
 * start, as they are in a visitor's browser while hydrating.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { HashRouter } from 'react-router-dom';
import { NOT_FOUND_PAGE_CSP } from '@shared/securityHeaders';
import type { StaticViewRoute } from '@shared/staticViews';
import { AppRoutes } from './app/AppRoutes';
import { Frame } from './app/Frame';
import { CONSOLE_SCRIPT_TAG, consoleBeforeAppPlan } from './features/console/beforeApp/viewMarkup';
import type { BeforeAppPlan } from './features/console/beforeApp/plan';
import { site } from './config/site';
import { localePagePath } from './content/locales';
import { staticCopies } from './content/static';
import type { Locale } from './content/types';
import { fill } from './lib/template';
import { NotFoundPage } from './pages/NotFoundPage';
import { OfflinePage } from './pages/OfflinePage';
import { useLocaleStore } from './store/locale';

/**
 * What the hash router reads of a window, at the landing page's top: it then
 * writes the same links (`#/console`) as in the browser.
 */
function landingPageWindow(hash = '#/'): Window {
  const location = { hash, href: `https://prerender.invalid/${hash}`, origin: 'null' };
  const history = { state: null, pushState: () => undefined, replaceState: () => undefined };
  return {
    location,
    history,
    document: { querySelector: () => null },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  } as unknown as Window;
}

async function render(hash = '#/'): Promise<string> {
  // prerender waits for every lazy component (the landing sections' chunk). A
  // large boundary would be written apart and moved into place by an inline
  // script, which the page's CSP refuses: one chunk size for the whole page.
  // A component that throws would otherwise leave its Suspense boundary's placeholder in the
  // page (React renders it again in the browser): the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HashRouter window={landingPageWindow(hash)}>
        <AppRoutes />
      </HashRouter>
    </StrictMode>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) },
  );
  // Decoded as a stream: a character may be split between two chunks.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array | string>) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  html += decoder.decode();
  if (errors.length > 0)
    throw new Error(`Prerender: the ${hash === '#/' ? 'landing page' : hash} threw.`, {
      cause: errors[0],
    });
  return html;
}

/**
 * What the app renders in `<main>` at `route` in `locale` (src/shared/staticViews.ts):
 * the boot script shows it in place of the landing page's own until the app starts.
 */
export async function renderViewContent(locale: Locale, route: StaticViewRoute): Promise<string> {
  await useLocaleStore.getState().setLocale(locale, { remember: false });
  const html = await render(`#${route}`);
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  if (main === undefined || main.includes('<script') || main.includes('page-placeholder'))
    throw new Error(`Prerender: no content in the ${route} view's <main>.`);
  // The console's filters answer before the app, by a script of the view's own.
  return withTextSvgs(main) + (route === '/console' ? CONSOLE_SCRIPT_TAG : '');
}

/** The plan of the console's filters before the app in `locale`, for its views/console.js. */
export async function renderConsoleBeforeApp(locale: Locale): Promise<BeforeAppPlan | null> {
  await useLocaleStore.getState().setLocale(locale, { remember: false });
  return consoleBeforeAppPlan(locale, useLocaleStore.getState().copy);
}

/**
 * Drawings inlined as base64 (the videos' thumbnails) written as text instead:
 * gzip finds the SVG's repeats in text, not in base64 (the videos' file 2.4 ->
 * 1.9 KB gzip), on 2G a sixth of a second. The bytes decode to the same image.
 */
export function withTextSvgs(html: string): string {
  return html.replace(
    /data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g,
    (_uri, base64: string) =>
      `data:image/svg+xml,${new TextDecoder()
        .decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))
        .replace(/[^\x20-\x7e]|[%#<>"{}]/gu, (char) => encodeURIComponent(char))}`,
  );
}

/** `<div id="root">`'s content for the landing page in `locale`, all its lazy sections included. */
export async function renderLandingPage(locale: Locale): Promise<string> {
  await useLocaleStore.getState().setLocale(locale, { remember: false });
  const html = await render();
  if (html.includes('<script'))
    throw new Error('Prerender: the landing page has an inline script.');
  return html;
}

/**
 * The app's links (`#features`, `#/console`, `./privacy-policy/`, `../fr/…`)
 * from the host's root, for a page served at any depth (`/nope/page`).
 */
export function fromHostRoot(html: string, locale: Locale): string {
  const home = `/${localePagePath(locale)}`;
  return html
    .replace(/ href="#/g, ` href="${home}#`)
    .replace(/ href="(?:\.\.\/)+/g, ' href="/')
    .replace(/ href="\.\//g, ' href="/');
}

/** A page of its own around `body`: no script, its files from the host's root (where site.conf and _headers put the site). */
function staticAnswerPage(options: {
  locale: Locale;
  stylesheet: string;
  title: string;
  body: string;
}): string {
  const { locale, stylesheet, title, body } = options;
  if (body.includes('<script')) throw new Error(`Prerender: "${title}" has an inline script.`);
  const head = renderToStaticMarkup(
    <head>
      <meta charSet="utf-8" />
      <meta httpEquiv="Content-Security-Policy" content={NOT_FOUND_PAGE_CSP} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>{title}</title>
      <meta name="theme-color" content="#0b6e4f" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={`/${stylesheet}`} />
    </head>,
  );
  return `<!doctype html><html lang="${locale}">${head}<body><div id="root">${body}</div></body></html>`;
}

interface AnswerPageOptions {
  locale: Locale;
  /** The site's stylesheet from the site root (assets/index-….css). */
  stylesheet: string;
}

/**
 * The "page not found" a host answers for an address it does not have
 * (404.html, fr/404.html; tooling/prerender/notFoundPages.ts): the site's own
 * navbar and footer around a way home and the store link. No script: a few KB
 * that work before and without the app. A host serves it at any depth, so its
 * links and files go from the host's root, where site.conf and _headers put
 * the site too.
 */
export async function renderNotFoundPage({
  locale,
  stylesheet,
}: AnswerPageOptions): Promise<string> {
  await useLocaleStore.getState().setLocale(locale, { remember: false });
  const copy = staticCopies[locale].notFound;
  const home = `/${localePagePath(locale)}`;
  const page = (
    <Frame>
      <NotFoundPage copy={copy} home={home} />
    </Frame>
  );
  const body = fromHostRoot(
    renderToStaticMarkup(<HashRouter window={landingPageWindow()}>{page}</HashRouter>),
    locale,
  );
  const title = fill(copy.title, { brand: site.brand });
  return staticAnswerPage({ locale, stylesheet, title, body });
}

/**
 * What the offline worker answers for a page this device has not kept
 * (offline.html, fr/offline.html; src/sw/offlinePage.ts), served at any address.
 */
export function renderOfflinePage({ locale, stylesheet }: AnswerPageOptions): string {
  const copy = staticCopies[locale].offline;
  const body = renderToStaticMarkup(
    <OfflinePage copy={copy} home={`/${localePagePath(locale)}`} />,
  );
  const title = fill(copy.title, { brand: site.brand });
  return staticAnswerPage({ locale, stylesheet, title, body });
}
