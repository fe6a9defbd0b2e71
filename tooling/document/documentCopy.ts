/**
 * The parts of index.html written from the typed content and the site
 * configuration, so a build with another brand, store or contact says so
 * everywhere: title and description, the no-JavaScript note and the message
 * shown when the app fails to start. Pure functions of their inputs.
 */
import { whatsappLink, type SiteConfig } from '../../src/shared/siteConfig';
import { storeLink, type StorePlacement } from '../../src/shared/storeLink';
import { en } from '../../src/renderer/src/content/en';
import { fr } from '../../src/renderer/src/content/fr';
import { LANGUAGE_NAMES, LOCALES } from '../../src/renderer/src/content';
import { LEGAL_PAGES, staticLegalPath } from '../../src/renderer/src/content/legal';
import { staticCopies } from '../../src/renderer/src/content/static';
import { fill } from '../../src/renderer/src/lib/template';
import { escapeHtml as e, metaTag } from './html';

const SITE_COPY = { en, fr };

/** The store link of a note in index.html: the website's, naming where it sits. */
const storeHref = (config: SiteConfig, placement: StorePlacement): string =>
  storeLink(config.storeUrl, { source: 'website', medium: 'link', placement });

/** Title, description and the text of the share tags (the website adds their URLs). */
export function documentHead(config: SiteConfig): string {
  const brand = { brand: config.brand };
  const share = staticCopies.en.share;
  return [
    `<title>${e(`${config.brand} · ${en.meta.titles.home}`)}</title>`,
    metaTag('name', 'description', fill(en.meta.description, brand)),
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', config.brand),
    metaTag('property', 'og:title', fill(share.title, brand)),
    metaTag('property', 'og:description', share.description),
    metaTag('name', 'twitter:title', fill(share.title, brand)),
    metaTag('name', 'twitter:description', share.description),
  ].join('\n    ');
}

/**
 * What a visitor without JavaScript (Opera Mini's extreme mode) reads instead of
 * the app: what it is, the store, WhatsApp and email, and the static legal
 * pages. Bootstrap classes the app also uses, so the site's stylesheet lays it out.
 */
export function noscriptNote(config: SiteConfig): string {
  // index.html is English (the app switches to French in the browser); the notes say every language.
  const sections = LOCALES.map((locale) => {
    const { footer, landing } = SITE_COPY[locale];
    const { noscript } = staticCopies[locale];
    const brand = { brand: config.brand };
    const legal = LEGAL_PAGES.map(
      (page) => `<li><a href="./${staticLegalPath(page, locale)}">${e(footer[page])}</a></li>`,
    ).join('');
    return `<section lang="${locale}" class="mt-4" aria-labelledby="nojs-${locale}">
        <h2 id="nojs-${locale}" class="h5">${e(LANGUAGE_NAMES[locale])}</h2>
        <p class="lead">${e(footer.tagline)}</p>
        <p>${e(noscript.needsJavaScript)}</p>
        <ul class="list-unstyled d-flex flex-wrap gap-3">
          <li><a class="btn btn-dark" href="${e(storeHref(config, 'no-javascript'))}">${e(landing.hero.storeButton)}</a></li>
          <li><a class="btn btn-success" href="${e(whatsappLink(config, fill(footer.whatsappGreeting, brand)))}">${e(footer.whatsappButton)}</a></li>
          <li><a class="btn btn-outline-primary" href="mailto:${e(config.email)}">${e(fill(noscript.email, { email: config.email }))}</a></li>
        </ul>
        <ul class="list-unstyled d-flex flex-wrap gap-3">${legal}</ul>
      </section>`;
  }).join('\n      ');
  return `<main class="container py-5">
      <h1>${e(config.brand)}</h1>
      ${sections}
    </main>`;
}

/**
 * The splash's failed-start message, kept in a <template> until the boot
 * watcher (src/renderer/src/lib/bootWatch.ts) shows it: a line, Retry, the store.
 */
export function bootFailedMessage(config: SiteConfig): string {
  const { bootFailed } = staticCopies.en;
  return `<p>${e(fill(bootFailed.message, { brand: config.brand }))}</p>
      <p class="boot-actions">
        <button type="button">${e(bootFailed.retry)}</button>
        <a href="${e(storeHref(config, 'failed-start'))}">${e(en.landing.hero.storeButton)}</a>
      </p>`;
}
