import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { SiteConfig } from '../../src/shared/siteConfig';
import { en } from '../../src/renderer/src/content/en';
import { fill } from '../../src/renderer/src/lib/template';
import { bootFailedMessage, documentHead, noscriptNote } from './documentCopy';
import { fillPlaceholder } from './html';

/**
 * Writes the brand, the content and the configured links into index.html
 * (title, description, share text, no-JavaScript note, failed-start message)
 * and the web app manifest, for the website and the Electron renderer alike.
 */
export function brandedDocument(config: SiteConfig): Plugin {
  let outDir = '';
  let building = false;
  return {
    name: 'lyceo-branded-document',
    configResolved(resolved) {
      outDir = resolved.build.outDir;
      building = resolved.command === 'build';
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        let filled = fillPlaceholder(html, 'document-head', documentHead(config));
        filled = fillPlaceholder(filled, 'boot-failed', bootFailedMessage(config));
        return fillPlaceholder(filled, 'noscript', noscriptNote(config));
      },
    },
    // The manifest is a public file, copied as it is: name and describe it after the copy.
    async writeBundle() {
      if (!building) return;
      const file = resolve(outDir, 'manifest.webmanifest');
      const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      manifest.name = config.brand;
      manifest.short_name = config.brand;
      manifest.description = fill(en.meta.description, { brand: config.brand });
      await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
