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
import type { Plugin } from 'vite';
import { LOCALES, notFoundPagePath } from '../../src/renderer/src/content/locales';
import { offlinePagePath } from '../../src/shared/webApp';
import type { Locale } from '../../src/renderer/src/content/types';
import { entryStylesheet } from '../seo/staticLegalPages';
import { withPrerenderModule } from './prerenderModule';

interface NotFoundModule {
  renderNotFoundPage(options: { locale: Locale; stylesheet: string }): Promise<string>;
  renderOfflinePage(options: { locale: Locale; stylesheet: string }): string;
}

export function notFoundPages(options: {
  projectRoot: string;
  /** The build's constants (`__SITE_CONFIG__`, …), as the app's bundle has them. */
  define: Record<string, string>;
}): Plugin {
  return {
    name: 'lyceo-not-found-pages',
    apply: 'build',
    generateBundle: {
      // Before the host header files (tooling/hosting), which read every page of the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const stylesheet = entryStylesheet(bundle);
        await withPrerenderModule<NotFoundModule, void>(
          options.projectRoot,
          options.define,
          async (module) => {
            for (const locale of LOCALES) {
              this.emitFile({
                type: 'asset',
                fileName: notFoundPagePath(locale),
                source: await module.renderNotFoundPage({ locale, stylesheet }),
              });
              this.emitFile({
                type: 'asset',
                fileName: offlinePagePath(locale),
                source: module.renderOfflinePage({ locale, stylesheet }),
              });
            }
          },
        );
      },
    },
  };
}
