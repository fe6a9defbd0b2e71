import { resolve } from 'node:path';
import { runnerImport, type Plugin, type Rollup } from 'vite';
import type { SiteConfig } from '../../src/shared/siteConfig';
import type { LegalPageId, Locale } from '../../src/renderer/src/content/types';
import { LOCALES } from '../../src/renderer/src/content';
import { rendererRoot, sharedAlias } from '../rendererConfig';
import { LEGAL_PAGES, staticLegalPath } from '../../src/renderer/src/content/legal';

interface RenderModule {
  renderStaticLegalPage(options: {
    page: LegalPageId;
    locale: Locale;
    config: SiteConfig;
    stylesheet: string;
  }): string;
}

/** The stylesheet index.html links: the static pages share it. */
export function entryStylesheet(bundle: Rollup.OutputBundle): string {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isEntry) continue;
    if (!output.facadeModuleId?.endsWith('index.html')) continue;
    const [css] = output.viteMetadata?.importedCss ?? [];
    if (css) return css;
  }
  throw new Error('Static legal pages: the stylesheet of index.html is missing from the bundle.');
}

/**
 * Writes privacy-policy/index.html and terms-of-use/index.html (and French
 * ones under fr/), rendered from the typed legal content with react-dom/server
 * (src/renderer/src/features/legal/staticLegalPage.tsx). Vite's module runner
 * loads that TSX module in Node with the project's aliases. Website build only.
 */
export function staticLegalPages(config: SiteConfig, projectRoot: string): Plugin {
  const root = rendererRoot(projectRoot);
  return {
    name: 'lyceo-static-legal-pages',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const stylesheet = entryStylesheet(bundle);
      const { module } = await runnerImport<RenderModule>(
        resolve(root, 'src/features/legal/staticLegalPage.tsx'),
        {
          configFile: false,
          root,
          logLevel: 'error',
          resolve: { alias: sharedAlias(projectRoot) },
          define: { __SITE_CONFIG__: JSON.stringify(config) },
          esbuild: { jsx: 'automatic' },
        },
      );
      for (const page of LEGAL_PAGES) {
        for (const locale of LOCALES) {
          this.emitFile({
            type: 'asset',
            fileName: `${staticLegalPath(page, locale)}index.html`,
            source: module.renderStaticLegalPage({ page, locale, config, stylesheet }),
          });
        }
      }
    },
  };
}
