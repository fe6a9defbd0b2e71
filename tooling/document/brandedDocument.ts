import type { Plugin } from 'vite';
import type { SiteConfig } from '../../src/shared/siteConfig';
import { DEFAULT_LOCALE } from '../../src/renderer/src/content/locales';
import {
  belowFloorMessage,
  bootFailedKioskMessage,
  bootFailedMessage,
  documentHead,
} from './documentCopy';
import { fillPlaceholder } from './html';

/**
 * Writes the brand, the content and the configured links into index.html
 * (title, description, share text, failed-start notice),
 * for the website and the Electron renderer alike. The website's manifests carry
 * the brand too, written by tooling/pwa.
 */
export function brandedDocument(config: SiteConfig): Plugin {
  return {
    name: 'lyceo-branded-document',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        // In English; the website's French page swaps in its own (tooling/prerender).
        const filled = fillPlaceholder(html, 'document-head', documentHead(config, DEFAULT_LOCALE));
        const notice = fillPlaceholder(
          filled,
          'boot-failed',
          bootFailedMessage(config, DEFAULT_LOCALE),
        );
        const kiosk = fillPlaceholder(
          notice,
          'boot-failed-kiosk',
          bootFailedKioskMessage(config, DEFAULT_LOCALE),
        );
        return fillPlaceholder(kiosk, 'below-floor', belowFloorMessage(config, DEFAULT_LOCALE));
      },
    },
  };
}
