import { typedAddress } from '@shared/shortStoreLink';
import { fill } from '../lib/template';
import { kioskCopies } from '../content/kiosk';
import { useLocale } from '../hooks/useCopy';
import { useKioskQrUrl } from '../hooks/useKioskQrUrl';
import { QrCode } from './QrCode';

/** The hero's permanent store QR in kiosk mode: the app is one scan away. */
export default function StoreQr() {
  const kiosk = kioskCopies[useLocale()];
  const url = useKioskQrUrl('hero-qr');
  return (
    <figure
      data-store-qr="hero-qr"
      className="store-qr d-inline-flex align-items-center gap-3 mt-4 mb-0 p-3 bg-white rounded shadow-sm"
    >
      <QrCode value={url} label={fill(kiosk.qrImageLabel, { url })} size={140} />
      <figcaption className="fw-semibold">
        {kiosk.heroQr}
        {/* For a phone that cannot scan: the short address, to type. */}
        <span className="d-block small fw-normal">
          {kiosk.orType} <strong>{typedAddress(url)}</strong>
        </span>
      </figcaption>
    </figure>
  );
}
