import type { Plugin } from 'vite';
import { headerRules, renderHeadersFile } from './headersFile';
import { inlineHashesOf } from './inlineHashes';

/**
 * Writes dist/web/_headers for Netlify and Cloudflare Pages, with the inline
 * code hashes of every built page (both language pages' boot script, splash
 * and critical CSS), so the header CSP allows exactly those.
 * Website build only: the Electron shell has no static host.
 */
export function headersFile(): Plugin {
  return {
    name: 'lyceo-headers-file',
    apply: 'build',
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
        this.emitFile({
          type: 'asset',
          fileName: '_headers',
          source: renderHeadersFile(headerRules(inlineHashesOf(...pages))),
        });
      },
    },
  };
}
