import { shortStoreLink, type ShortPlacement } from '@shared/shortStoreLink';
import { site } from '../config/site';
import { useSiteRun } from '../store/siteRun';

/**
 * A kiosk's permanent store QR code (the attract loop's, the hero's): the short
 * address on our site that the host redirects to the tagged store link, so the
 * code stays at version 4 or lower and scans from arm's length
 * (src/shared/shortStoreLink.ts).
 */
export function useKioskQrUrl(placement: ShortPlacement): string {
  const event = useSiteRun((run) => run.event);
  return shortStoreLink(site.siteUrl, placement, event);
}
