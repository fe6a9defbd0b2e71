/**
 * The website's landing page, prerendered in every language (website build
 * only): index.html gets the English page in its <div id="root">, and fr/index.html,
 * the same document in French, gets the French one, so a student's phone shows
 * the page as soon as HTML and CSS arrive and React hydrates it (main.tsx).
 * Beside each page, the console's and videos' content as plain HTML
 * (src/shared/staticViews.ts). Rendered by src/renderer/src/prerender.tsx, which a Vite server without HTTP
 * loads in Node with the project's aliases and the build's constants. (Not
 * runnerImport, as the static legal pages: it closes its runner once the module
 * is in, and the page's lazy sections and French copy are imported later.) The
 * same module then renders the pages not found and the offline answers
 * (./notFoundPages.ts).
 */
import type { Plugin, Rollup } from 'vite';
import type { SiteConfig } from '../../src/shared/siteConfig';
import { DEFAULT_LOCALE, localePagePath, LOCALES } from '../../src/renderer/src/content';
import { localePageRoot } from '../../src/renderer/src/content/locales';
import type { Locale } from '../../src/renderer/src/content/types';
import {
  belowFloorMessage,
  bootFailedKioskMessage,
  bootFailedMessage,
  documentHead,
} from '../document/documentCopy';
import { fillPlaceholder, withoutSourceComments } from '../document/html';
import { SERVICE_WORKER } from '../../src/shared/webApp';
import {
  CONSOLE_VIEW_SCRIPT,
  STATIC_VIEW_ROUTES,
  staticViewFile,
  type StaticViewRoute,
} from '../../src/shared/staticViews';
import { deferAppEntry } from './appEntry';
import { bundleConsoleBeforeApp } from './consoleBeforeApp';
import { withPrerenderModule } from './prerenderModule';
import { renderNotFoundPages, type NotFoundModule } from './notFoundPages';
import { entryStylesheet } from '../seo/staticLegalPages';

interface PrerenderModule extends NotFoundModule {
  renderLandingPage(locale: Locale): Promise<string>;
  renderViewContent(locale: Locale, route: StaticViewRoute): Promise<string>;
  renderConsoleBeforeApp(locale: Locale): Promise<unknown>;
}

export interface LandingPagesOptions {
  config: SiteConfig;
  projectRoot: string;
  /** The build's constants (`__SITE_CONFIG__`, …), as the app's bundle has them. */
  define: Record<string, string>;
  /** A language page's share and search tags (tooling/seo), which index.html has in English. */
  shareHead: (locale: Locale) => string;
}

/** Replaces one piece of index.html, or fails the build: a silent miss would leave English in another language's page. */
function swap(html: string, from: string, to: string): string {
  if (!html.includes(from))
    throw new Error(`Prerender: index.html no longer contains ${from.slice(0, 60)}…`);
  return html.replace(from, () => to);
}

/**
 * One language's page from the built English index.html: its language and
 * way back to the site root on <html>, its head and failed-start notice, the
 * relative URLs of the head and scripts one folder deeper, its landing page.
 */
export function languagePage(
  template: string,
  locale: Locale,
  parts: { appHtml: string; config: SiteConfig; shareHead: (locale: Locale) => string },
): string {
  const root = localePageRoot(locale);
  let html = swap(template, '<html lang="en">', `<html lang="${locale}" data-site-root="${root}">`);
  if (locale !== DEFAULT_LOCALE) {
    const { config, shareHead } = parts;
    html = swap(html, documentHead(config, DEFAULT_LOCALE), documentHead(config, locale));
    html = swap(html, shareHead(DEFAULT_LOCALE), shareHead(locale));
    html = swap(html, bootFailedMessage(config, DEFAULT_LOCALE), bootFailedMessage(config, locale));
    html = swap(html, belowFloorMessage(config, DEFAULT_LOCALE), belowFloorMessage(config, locale));
    html = swap(
      html,
      bootFailedKioskMessage(config, DEFAULT_LOCALE),
      bootFailedKioskMessage(config, locale),
    );
    // The splash says the spec's "Loading..." on every page: in English, and marked so
    // (a screen reader's voice, the spell check: scripts/spellcheck.mjs).
    html = swap(
      html,
      '<div id="splash" role="status">',
      `<div id="splash" role="status" lang="${DEFAULT_LOCALE}">`,
    );
    // The page's own files (scripts, stylesheet, manifest, icon) are at the site's root.
    html = html.replace(/ (src|href)="\.\//g, ` $1="${root}`);
  }
  return fillPlaceholder(html, 'app-html', parts.appHtml);
}

export function landingPages(options: LandingPagesOptions): Plugin {
  const { config, projectRoot, define, shareHead } = options;
  return {
    name: 'lyceo-landing-pages',
    apply: 'build',
    generateBundle: {
      // After Vite has written index.html into the bundle; before the host header files
      // (tooling/hosting), which read every page of the bundle.
      order: 'post',
      async handler(_options, bundle: Rollup.OutputBundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset')
          throw new Error('Prerender: index.html is missing from the bundle.');
        // The landing pages load the app when it is needed (./appEntry.ts).
        // The boot script registers the offline worker, if the build has one (src/sw/killSwitch.ts).
        const worker = define.__SERVICE_WORKER__ === 'true' ? SERVICE_WORKER : null;
        // Without index.html's notes to its editors: they are 290 B of gzip a page (tooling/document/html.ts).
        const template = withoutSourceComments(deferAppEntry(String(index.source), worker));
        await withPrerenderModule<PrerenderModule, void>(projectRoot, define, async (module) => {
          for (const locale of LOCALES) {
            const appHtml = await module.renderLandingPage(locale);
            const page = languagePage(template, locale, { appHtml, config, shareHead });
            if (locale === DEFAULT_LOCALE) index.source = page;
            else
              this.emitFile({
                type: 'asset',
                fileName: `${localePagePath(locale)}index.html`,
                source: page,
              });
            // The console's and videos' content, which the boot script shows before the app starts.
            for (const route of STATIC_VIEW_ROUTES) {
              this.emitFile({
                type: 'asset',
                fileName: `${localePagePath(locale)}${staticViewFile(route)}`,
                source: await module.renderViewContent(locale, route),
              });
            }
            // The console's view's script, with this language's rows and sentences.
            const plan = await module.renderConsoleBeforeApp(locale);
            if (plan)
              this.emitFile({
                type: 'asset',
                fileName: `${localePagePath(locale)}${CONSOLE_VIEW_SCRIPT}`,
                source: await bundleConsoleBeforeApp(projectRoot, plan),
              });
          }
          for (const page of await renderNotFoundPages(module, entryStylesheet(bundle)))
            this.emitFile({ type: 'asset', ...page });
        });
      },
    },
  };
}
