import type { Plugin } from 'vite';
import type { SiteConfig } from '../../src/shared/siteConfig';
import { bootFailedMessage, documentHead, noscriptNote } from './documentCopy';
import { fillPlaceholder } from './html';

/**
 * Writes the brand, the content and the configured links into index.html
 * (title, description, share text, no-JavaScript note, failed-start message),
 * for the website and the Electron renderer alike. The website's manifests carry
 * the brand too, written by tooling/pwa.
 */
export function brandedDocument(config: SiteConfig): Plugin {
  return {
    name: 'lyceo-branded-document',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        let filled = fillPlaceholder(html, 'document-head', documentHead(config));
        filled = fillPlaceholder(filled, 'boot-failed', bootFailedMessage(config));
        return fillPlaceholder(filled, 'noscript', noscriptNote(config));
      },
    },
  };
}
