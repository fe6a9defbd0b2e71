/**
 * Store links that say where an install came from. Google Play reads a
 * `referrer` parameter on the store page whose value is itself a URL-encoded
 * query of utm_* pairs, and its acquisition reports group visits and installs
 * by them. Every store link and QR code the site shows is built here; the link
 * policy (linkPolicy.ts) lets out exactly this shape. Structured data and
 * share tags keep the clean store URL.
 */
import { SLUG, slugOrNull } from './slug';

/** Who shows the link: the public website, a kiosk (browser or shell), or the shell's windowed app. */
export const STORE_SOURCES = ['website', 'kiosk', 'app'] as const;
export type StoreSource = (typeof STORE_SOURCES)[number];
/** How it reaches the visitor: a link they follow, a QR code they scan on a screen, or one printed on paper. */
export const STORE_MEDIUMS = ['link', 'qr', 'print'] as const;
export type StoreMedium = (typeof STORE_MEDIUMS)[number];

/** Where on the site the link sits: `utm_content`, so the Play Console tells the hero from a pricing card. */
export const STORE_PLACEMENTS = [
  'navbar',
  'top-bar',
  'menu',
  'hero',
  'hero-qr',
  'pricing-freemium',
  'pricing-solo',
  'pricing-solo-plus',
  'console-notice',
  'console-empty',
  'footer',
  'attract',
  'qr-dialog',
  'failed-start',
  'below-floor',
  'not-found',
  'closing-cta',
  'presentation',
  'poster',
  'flyer',
] as const;
export type StorePlacement = (typeof STORE_PLACEMENTS)[number];

export interface StoreAttribution {
  source: StoreSource;
  medium: StoreMedium;
  placement: StorePlacement;
  /** The kiosk's event (`utm_campaign`); left out when null or not a slug. */
  campaign?: string | null;
}

/**
 * The keys Play's referrer may hold, each at most once, with the values each
 * may take: ours from their lists, the event and term any slug.
 */
const REFERRER_VALUES: ReadonlyMap<string, (value: string) => boolean> = new Map([
  ['utm_source', oneOf(STORE_SOURCES)],
  ['utm_medium', oneOf(STORE_MEDIUMS)],
  ['utm_campaign', (value: string) => SLUG.test(value)],
  ['utm_content', oneOf(STORE_PLACEMENTS)],
  ['utm_term', (value: string) => SLUG.test(value)],
]);

function oneOf(values: readonly string[]): (value: string) => boolean {
  return (value) => values.includes(value);
}

/**
 * The store URL with Play's referrer. The utm values are slugs, so the
 * referrer's text needs no encoding of its own; URLSearchParams encodes it
 * once, as the parameter's value (`=` as %3D, `&` as %26).
 */
export function storeLink(storeUrl: string, attribution: StoreAttribution): string {
  const referrer = new URLSearchParams({
    utm_source: attribution.source,
    utm_medium: attribution.medium,
  });
  const campaign = slugOrNull(attribution.campaign);
  if (campaign !== null) referrer.set('utm_campaign', campaign);
  referrer.set('utm_content', attribution.placement);
  const url = new URL(storeUrl);
  url.searchParams.set('referrer', referrer.toString());
  return url.href;
}

/**
 * A referrer's decoded text as we write it: `utm_x=value` pairs joined by `&`,
 * known keys only, each at most once, each value one we write.
 */
export function isPlayReferrer(text: string): boolean {
  const seen = new Set<string>();
  for (const pair of text.split('&')) {
    const separator = pair.indexOf('=');
    const key = pair.slice(0, separator);
    const valid = REFERRER_VALUES.get(key);
    if (separator < 1 || valid === undefined || seen.has(key)) return false;
    if (!valid(pair.slice(separator + 1))) return false;
    seen.add(key);
  }
  return seen.size > 0;
}
