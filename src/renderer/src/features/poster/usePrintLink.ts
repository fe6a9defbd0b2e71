import { storeLink } from '@shared/storeLink';
import { site } from '../../config/site';
import { useSiteRun } from '../../store/siteRun';

/**
 * The store link a printed QR code carries: `utm_medium=print`, the sheet as
 * `utm_content`, the event as `utm_campaign`. Printed at a kiosk, its source
 * is the kiosk; anywhere else (the website, the shell's windowed app) the website.
 */
export function usePrintLink(placement: 'poster' | 'flyer', event: string | null): string {
  const kiosk = useSiteRun((run) => run.kiosk);
  return storeLink(site.storeUrl, {
    source: kiosk ? 'kiosk' : 'website',
    medium: 'print',
    placement,
    campaign: event,
  });
}
