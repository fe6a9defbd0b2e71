import { storeLink, type StoreMedium, type StorePlacement } from '@shared/storeLink';
import { site } from '../config/site';
import { useSiteRun } from '../store/siteRun';

/**
 * The store URL for a placement, with Play's referrer: who shows it, how and
 * where, and at a kiosk its event. A link at a kiosk reaches the visitor as a
 * QR code (the link hand-off), so its medium is `qr` there unless given.
 * Reads no `window`: the website's value is the same at build time and in the browser.
 */
export function useStoreUrl(placement: StorePlacement, medium?: StoreMedium): string {
  const source = useSiteRun((run) => run.source);
  const campaign = useSiteRun((run) => run.event);
  return storeLink(site.storeUrl, {
    source,
    medium: medium ?? (source === 'kiosk' ? 'qr' : 'link'),
    placement,
    campaign,
  });
}
