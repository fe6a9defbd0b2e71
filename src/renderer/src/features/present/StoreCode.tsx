import { QrCode } from '../../components/QrCode';
import { site } from '../../config/site';
import { fill } from '../../lib/template';
import type { SlideContext } from './slideTypes';

/** `lyceo.cm`: the site's address as a student types it, without scheme or trailing slash. */
export function typeableSiteAddress(siteUrl: string): string {
  const url = new URL(siteUrl);
  return `${url.host}${url.pathname}`.replace(/\/$/, '');
}

/** The last two words joined by a no-break space, so no word is left alone on the caption's last line. */
export function keepLastTwoWords(text: string): string {
  return text.replace(/ (\S+)$/, '\u00a0$1');
}

/**
 * The way to the store, on every slide: a QR code a phone reads from the back
 * of the room (presentation.scss sizes it by the screen's height), and the
 * address to type for those who cannot scan.
 */
export function StoreCode({ context, big = false }: { context: SlideContext; big?: boolean }) {
  const { present, storeUrl } = context;
  return (
    <figure className={big ? 'present-code present-code-big' : 'present-code'}>
      <QrCode value={storeUrl} label={fill(present.qrLabel, { url: storeUrl })} />
      <figcaption>
        <strong>{keepLastTwoWords(present.scan)}</strong>{' '}
        <span className="present-address">
          {keepLastTwoWords(fill(present.orVisit, { address: typeableSiteAddress(site.siteUrl) }))}
        </span>
      </figcaption>
    </figure>
  );
}
