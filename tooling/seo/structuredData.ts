/**
 * JSON-LD for index.html, generated from the typed content and the site
 * configuration so it never drifts from what the page says. Typed with
 * schema-dts: a field schema.org does not have, or a value of the wrong
 * kind, fails type-checking.
 */
import type {
  FAQPage,
  Graph,
  MobileApplication,
  Offer,
  Organization,
  Question,
  WebSite,
} from 'schema-dts';
import type { SiteConfig } from '../../src/shared/siteConfig';
import { LOCALES } from '../../src/renderer/src/content/locales';
import { OFFER } from '../../src/renderer/src/content/offer';
import type { Locale, SiteCopy } from '../../src/renderer/src/content/types';
import { offerValues } from '../../src/renderer/src/lib/offer';
import { fill } from '../../src/renderer/src/lib/template';

/** Prices on the site are in FCFA: the Central African CFA franc, ISO 4217 XAF. */
const CURRENCY = 'XAF';

export interface StructuredDataAssets {
  /** Absolute URL of the logo image. */
  logoUrl: string;
}

export function structuredData(
  config: SiteConfig,
  copy: SiteCopy,
  assets: StructuredDataAssets,
  locale: Locale,
): Graph {
  const brand = { brand: config.brand };
  const { siteUrl } = config;
  const organizationId = `${siteUrl}#organization`;
  const description = fill(copy.meta.description, brand);

  const organization = {
    '@type': 'Organization',
    '@id': organizationId,
    name: config.brand,
    url: siteUrl,
    logo: assets.logoUrl,
    email: config.email,
    sameAs: Object.values(config.social),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: config.email,
      telephone: config.whatsapp,
      availableLanguage: [...LOCALES],
    },
  } satisfies Organization;

  const website = {
    '@type': 'WebSite',
    '@id': `${siteUrl}#website`,
    name: config.brand,
    url: siteUrl,
    description,
    inLanguage: [...LOCALES],
    publisher: { '@id': organizationId },
  } satisfies WebSite;

  const offers = copy.landing.pricing.plans.map(
    (plan) =>
      ({
        '@type': 'Offer',
        name: plan.name,
        price: OFFER[plan.id].price,
        priceCurrency: CURRENCY,
        description: fill(plan.period, { months: OFFER[plan.id].months }),
        url: config.storeUrl,
      }) satisfies Offer,
  );

  const app = {
    '@type': 'MobileApplication',
    '@id': `${siteUrl}#app`,
    name: config.brand,
    description,
    operatingSystem: 'Android',
    applicationCategory: 'EducationalApplication',
    url: config.storeUrl,
    installUrl: config.storeUrl,
    inLanguage: [...LOCALES],
    publisher: { '@id': organizationId },
    offers,
  } satisfies MobileApplication;

  const faq = {
    '@type': 'FAQPage',
    '@id': `${siteUrl}#faq`,
    mainEntity: copy.landing.faq.items.map(
      (item) =>
        ({
          '@type': 'Question',
          name: fill(item.question, brand),
          acceptedAnswer: {
            '@type': 'Answer',
            text: fill(item.answer, { ...brand, ...offerValues(locale) }),
          },
        }) satisfies Question,
    ),
  } satisfies FAQPage;

  return { '@context': 'https://schema.org', '@graph': [organization, website, app, faq] };
}

/**
 * The <script type="application/ld+json"> block. A data block is never run,
 * so the CSP's script-src does not apply; "<" is escaped so no text in the
 * content can close the element.
 */
export function jsonLdScript(data: Graph): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
