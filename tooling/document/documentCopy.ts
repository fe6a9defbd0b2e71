/**
 * The parts of index.html written from the typed content and the site
 * configuration, so a build with another brand, store or contact says so
 * everywhere: title and description, and the message shown when the app fails
 * to start, in each language (the website has a page per language:
 * tooling/prerender). Pure functions of their inputs.
 */
import type { SiteConfig } from '../../src/shared/siteConfig';
import { storeLink, type StorePlacement } from '../../src/shared/storeLink';
import { siteCopies } from '../../src/renderer/src/content/siteCopies';
import { staticCopies } from '../../src/renderer/src/content/static';
import type { LegalPageId, Locale } from '../../src/renderer/src/content/types';
import { localePageRoot } from '../../src/renderer/src/content/locales';
import { staticLegalPath } from '../../src/renderer/src/content/legalPages';
import { documentTitle } from '../../src/renderer/src/lib/documentTitle';
import { fill } from '../../src/renderer/src/lib/template';
import { escapeHtml as e, metaTag } from './html';

/** The store link of a note in index.html: the website's, naming where it sits. */
const storeHref = (config: SiteConfig, placement: StorePlacement): string =>
  storeLink(config.storeUrl, { source: 'website', medium: 'link', placement });

/** Title, description and the text of the share tags (the website adds their URLs). */
export function documentHead(config: SiteConfig, locale: Locale): string {
  const brand = { brand: config.brand };
  const { meta } = siteCopies[locale];
  const share = staticCopies[locale].share;
  return [
    `<title>${e(documentTitle('home', meta.titles.home, config.brand))}</title>`,
    metaTag('name', 'description', fill(meta.description, brand)),
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', config.brand),
    metaTag('property', 'og:title', fill(share.title, brand)),
    metaTag('property', 'og:description', share.description),
    metaTag('name', 'twitter:title', fill(share.title, brand)),
    metaTag('name', 'twitter:description', share.description),
  ].join('\n    ');
}

/**
 * The failed-start notice, kept in a <template> until the boot watcher
 * (src/renderer/src/lib/bootWatch.ts) shows it: a line, Retry, the store.
 */
export function bootFailedMessage(config: SiteConfig, locale: Locale): string {
  const { bootFailed } = staticCopies[locale];
  return `<p>${e(fill(bootFailed.message, { brand: config.brand }))}</p>
      <p class="boot-actions">
        <button type="button">${e(bootFailed.retry)}</button>
        <a href="${e(storeHref(config, 'failed-start'))}">${e(siteCopies[locale].landing.hero.storeButton)}</a>
      </p>`;
}

/**
 * The clear word for an engine below the support list (src/renderer/src/lib/engineFloor.ts):
 * a line, the store, and the language's static legal pages, through the page's site root
 * (`../fr/privacy-policy/`), so they hold where a host serves the French page at `/` too.
 */
export function belowFloorMessage(config: SiteConfig, locale: Locale): string {
  const { belowFloor } = staticCopies[locale];
  const root = localePageRoot(locale) === './' ? '' : localePageRoot(locale);
  const legal = (page: LegalPageId) => `${root}${staticLegalPath(page, locale)}`;
  return `<p>${e(fill(belowFloor.message, { brand: config.brand }))}</p>
      <p class="boot-actions">
        <a href="${e(storeHref(config, 'below-floor'))}">${e(siteCopies[locale].landing.hero.storeButton)}</a>
        <a href="${legal('privacy')}">${e(belowFloor.privacyPolicy)}</a>
        <a href="${legal('terms')}">${e(belowFloor.termsOfUse)}</a>
      </p>`;
}

/**
 * A kiosk's failed-start notice, over its splash: for staff, who can act on
 * it; Retry, and no link (a kiosk's visitor must not leave). It retries by itself.
 */
export function bootFailedKioskMessage(config: SiteConfig, locale: Locale): string {
  const { bootFailed } = staticCopies[locale];
  return `<p>${e(fill(bootFailed.kioskMessage, { brand: config.brand }))}</p>
      <p class="boot-actions"><button type="button">${e(bootFailed.retry)}</button></p>`;
}
