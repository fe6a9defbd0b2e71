/**
 * The hosts' "page not found" in every language (website build only): 404.html
 * at the root and fr/404.html, the site's navbar and footer around a way home
 * and the store link (src/renderer/src/features/notFound/notFoundPage.tsx).
 * site.conf serves them with a 404 status (tooling/hosting/nginxSiteConf.ts);
 * Netlify and Cloudflare Pages serve a 404.html by themselves.
 */
import { resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { LOCALES, notFoundPagePath } from '../../src/renderer/src/content/locales';
import type { Locale } from '../../src/renderer/src/content/types';
import { rendererRoot, sharedAlias } from '../rendererConfig';
import { entryStylesheet } from '../seo/staticLegalPages';

interface NotFoundModule {
  renderNotFoundPage(options: { locale: Locale; stylesheet: string }): Promise<string>;
}

export function notFoundPages(options: {
  projectRoot: string;
  /** The build's constants (`__SITE_CONFIG__`, …), as the app's bundle has them. */
  define: Record<string, string>;
}): Plugin {
  const root = rendererRoot(options.projectRoot);
  return {
    name: 'lyceo-not-found-pages',
    apply: 'build',
    generateBundle: {
      // Before the host header files (tooling/hosting), which read every page of the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const stylesheet = entryStylesheet(bundle);
        // A module server, as the landing pages' prerender: the copy of another language is imported on demand.
        const server = await createServer({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null },
          resolve: { alias: sharedAlias(options.projectRoot) },
          define: options.define,
          esbuild: { jsx: 'automatic' },
        });
        try {
          const module = (await server.ssrLoadModule(
            resolve(root, 'src/prerender.tsx'),
          )) as NotFoundModule;
          for (const locale of LOCALES) {
            this.emitFile({
              type: 'asset',
              fileName: notFoundPagePath(locale),
              source: await module.renderNotFoundPage({ locale, stylesheet }),
            });
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
