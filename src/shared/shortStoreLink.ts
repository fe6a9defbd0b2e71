/**
 * The store QR codes a kiosk keeps on screen (the attract loop's, the hero's),
 * and a presenter's slides (`k/p/<event>`), hold a short address on our own site, `k/<place>/<event>`, which the host
 * redirects to the tagged store link (storeLink.ts; nginx: site.conf, written
 * by tooling/hosting/nginxSiteConf.ts). The store link with Play's referrer is
 * about 190 characters, a version-10 code of 57 modules; the short one is at
 * most 61 with the longest event, a version-4 code of 33 modules, whose
 * modules are 1.6 times as large at the same size (quiet zones included): it scans from
 * arm's length. The tags are the same: the place names the placement, the
 * path the event, and the source and medium are the kiosk's QR code.
 */
import { SLUG, slugOrNull } from './slug';
import { storeLink, type StorePlacement } from './storeLink';

/** The folder of the short addresses, from the site's root. */
export const SHORT_STORE_FOLDER = 'k';

/** One letter per placement that keeps a store QR code on screen (counted when seen). */
export const ON_SCREEN_PLACES = {
  a: 'attract',
  h: 'hero-qr',
} as const satisfies Record<string, StorePlacement>;

/**
 * Every short address the host serves (nginx's site.conf and the hosts' redirects
 * are written from this one list): the codes kept on screen, and the code of the
 * kiosk's store dialog, shown when a visitor taps a store link (`d`; that tap is
 * counted as a QR hand-off, not as a code seen), and the presenter's slides (`p`;
 * a presentation counts its slides, not codes seen).
 */
export const SHORT_PLACES = {
  ...ON_SCREEN_PLACES,
  d: 'qr-dialog',
  p: 'presentation',
} as const satisfies Record<string, StorePlacement>;
export type ShortPlace = keyof typeof SHORT_PLACES;
/** A placement whose code stays on screen (the usage counts' `shown`). */
export type ShortPlacement = (typeof ON_SCREEN_PLACES)[keyof typeof ON_SCREEN_PLACES];
/** Any placement with a short address. */
export type ShortLinkPlacement = (typeof SHORT_PLACES)[ShortPlace];

const PLACE_OF = Object.fromEntries(
  Object.entries(SHORT_PLACES).map(([place, placement]) => [placement, place]),
) as Record<ShortLinkPlacement, ShortPlace>;

/** `https://lyceo.cm/k/a/foire-yaounde-2026`, or `https://lyceo.cm/k/a` with no (valid) event. */
export function shortStoreLink(
  siteUrl: string,
  placement: ShortLinkPlacement,
  event: string | null | undefined,
): string {
  const campaign = slugOrNull(event);
  const path = `${SHORT_STORE_FOLDER}/${PLACE_OF[placement]}`;
  return new URL(campaign === null ? path : `${path}/${campaign}`, siteUrl).href;
}

/** A short address as a visitor types it into a phone's browser: `lyceo.cm/k/a/foire-2026`. */
export function typedAddress(link: string): string {
  return link.replace(/^https?:\/\//, '');
}

/** Where the host sends a short address: the kiosk's tagged QR store link. */
export function shortStoreTarget(
  storeUrl: string,
  place: ShortPlace,
  event: string | null,
): string {
  return storeLink(storeUrl, {
    source: 'kiosk',
    medium: 'qr',
    placement: SHORT_PLACES[place],
    campaign: event,
  });
}

/** The event part of a short address as an nginx regex capture: exactly a slug. */
export const SHORT_EVENT_PATTERN = SLUG.source.replace(/^\^|\$$/g, '');
