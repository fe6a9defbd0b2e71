import type { Plugin } from 'vite';
import { headerRules, renderHeadersFile } from './headersFile';
import { styleHashesOf } from './styleHashes';

/**
 * Writes dist/web/_headers for Netlify and Cloudflare Pages, with the style
 * hashes of the built index.html so the header CSP allows exactly its splash.
 * Website build only: the Electron shell has no static host.
 */
export function headersFile(): Plugin {
  return {
    name: 'lyceo-headers-file',
    apply: 'build',
    // After Vite's HTML plugin has put the finished index.html in the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') this.error('index.html is missing from the bundle');
        const html =
          typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        this.emitFile({
          type: 'asset',
          fileName: '_headers',
          source: renderHeadersFile(headerRules(styleHashesOf(html))),
        });
      },
    },
  };
}
