import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { headerRules, renderHeadersFile } from './headersFile';
import { inlineHashesOf } from './inlineHashes';
import { renderNginxSiteConf } from './nginxSiteConf';
import { redirectRules, renderRedirectsFile } from './redirectsFile';
import { DEFAULT_SITE_CONFIG } from '../../src/shared/siteConfig';
import {
  cloudflareRoutes,
  cloudflareWorker,
  NETLIFY_FUNCTION_FILE,
  netlifyFunction,
} from './shortStoreFunctions';
import { netlifyFunctionsOf, siteConfOf } from './siteConfPath.mjs';

/**
 * The hosts' header files, both from the inline code hashes of every built page (both language
 * pages' boot script, splash and critical CSS), so each CSP allows exactly those:
 * - dist/web/_headers for Netlify and Cloudflare Pages, inside the build, and their
 *   dist/web/_redirects from the same redirects as site.conf (siteRedirects.ts), with their
 *   functions for a short store address's event (shortStoreFunctions.ts): Cloudflare's
 *   dist/web/_worker.js and _routes.json, Netlify's beside the build (netlifyFunctionsOf);
 * - the nginx directives for a `server { }` block beside it (tooling/hosting/siteConfPath.mjs:
 *   dist/nginx/web/site.conf), never inside, where a static host would publish them.
 * A style or script change needs nothing else: the next build writes both.
 * Website build only: the Electron shell has no static host. `storeUrl`: where the
 * kiosk's short store addresses lead (the site's configuration; the default one's without).
 */
export function headersFile(storeUrl?: string): Plugin {
  let outDir = '';
  let siteConf = '';
  let shortStore = '';
  return {
    name: 'lyceo-headers-file',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After Vite's HTML plugin and the language pages (tooling/prerender) have put the finished pages in the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const pages = Object.values(bundle).flatMap((file) =>
          file.type === 'asset' && file.fileName.endsWith('.html')
            ? [
                typeof file.source === 'string'
                  ? file.source
                  : new TextDecoder().decode(file.source),
              ]
            : [],
        );
        if (!bundle['index.html']) this.error('index.html is missing from the bundle');
        const hashes = inlineHashesOf(...pages);
        this.emitFile({
          type: 'asset',
          fileName: '_headers',
          source: renderHeadersFile(headerRules(hashes)),
        });
        const store = storeUrl ?? DEFAULT_SITE_CONFIG.storeUrl;
        this.emitFile({
          type: 'asset',
          fileName: '_redirects',
          source: renderRedirectsFile(redirectRules(store)),
        });
        this.emitFile({ type: 'asset', fileName: '_worker.js', source: cloudflareWorker(store) });
        this.emitFile({ type: 'asset', fileName: '_routes.json', source: cloudflareRoutes() });
        siteConf = renderNginxSiteConf(hashes, undefined, storeUrl);
        shortStore = netlifyFunction(store);
      },
    },
    writeBundle() {
      const target = siteConfOf(outDir);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, siteConf);
      const functions = netlifyFunctionsOf(outDir);
      mkdirSync(functions, { recursive: true });
      writeFileSync(join(functions, NETLIFY_FUNCTION_FILE), shortStore);
    },
  };
}
