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

/** One letter per placement that shows a permanent store QR code. */
export const SHORT_PLACES = {
  a: 'attract',
  h: 'hero-qr',
  p: 'presentation',
} as const satisfies Record<string, StorePlacement>;
export type ShortPlace = keyof typeof SHORT_PLACES;
export type ShortPlacement = (typeof SHORT_PLACES)[ShortPlace];

const PLACE_OF: Record<ShortPlacement, ShortPlace> = {
  attract: 'a',
  'hero-qr': 'h',
  presentation: 'p',
};

/** `https://lyceo.cm/k/a/foire-yaounde-2026`, or `https://lyceo.cm/k/a` with no (valid) event. */
export function shortStoreLink(
  siteUrl: string,
  placement: ShortPlacement,
  event: string | null | undefined,
): string {
  const campaign = slugOrNull(event);
  const path = `${SHORT_STORE_FOLDER}/${PLACE_OF[placement]}`;
  return new URL(campaign === null ? path : `${path}/${campaign}`, siteUrl).href;
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
