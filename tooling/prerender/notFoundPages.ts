/**
 * The pages that answer for an address the site cannot show, in every language
 * (website build only; src/renderer/src/prerender.tsx):
 * - the hosts' "page not found", 404.html at the root and fr/404.html, the
 *   site's navbar and footer around a way home and the store link. site.conf
 *   serves them with a 404 status (tooling/hosting/nginxSiteConf.ts); Netlify
 *   and Cloudflare Pages serve a 404.html by themselves;
 * - the offline answer, offline.html and fr/offline.html, which the service
 *   worker keeps and shows for a page this device has not kept (src/sw/offlinePage.ts).
 */
import { LOCALES, notFoundPagePath } from '../../src/renderer/src/content/locales';
import { offlinePagePath } from '../../src/shared/webApp';
import type { Locale } from '../../src/renderer/src/content/types';

export interface NotFoundModule {
  renderNotFoundPage(options: { locale: Locale; stylesheet: string }): Promise<string>;
  renderOfflinePage(options: { locale: Locale; stylesheet: string }): string;
}

/**
 * Each language's page not found and offline answer, rendered by `module`: the prerender module
 * the landing pages rendered through (./landingPages.ts), so a build starts one module server
 * (it transforms the whole app, stylesheets included) instead of one for each kind of page.
 * `stylesheet`: the entry's stylesheet, as the pages link it.
 */
export async function renderNotFoundPages(
  module: NotFoundModule,
  stylesheet: string,
): Promise<{ fileName: string; source: string }[]> {
  const pages: { fileName: string; source: string }[] = [];
  for (const locale of LOCALES) {
    pages.push({
      fileName: notFoundPagePath(locale),
      source: await module.renderNotFoundPage({ locale, stylesheet }),
    });
    pages.push({
      fileName: offlinePagePath(locale),
      source: module.renderOfflinePage({ locale, stylesheet }),
    });
  }
  return pages;
}
