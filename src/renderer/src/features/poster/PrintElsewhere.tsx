import { FaQrcode } from 'react-icons/fa6';
import { ExternalLink } from '../../components/ExternalLink';
import { site } from '../../config/site';
import { posterCopies } from '../../content/poster';
import { useLocale } from '../../hooks/useCopy';

/**
 * A browser kiosk's print action. The browser's print dialog blocks the page's
 * script, so neither the idle warning nor the reset could close it: it would
 * stay over the kiosk for the next visitor (other printers, Save as PDF, the
 * system's dialogs). Staff get this print view of the website as a QR code
 * instead (the kiosk's hand-off: ExternalLink) and print from their own phone
 * or computer. `search`: the view's own query (event, sheet).
 */
export function PrintElsewhere({ search }: { search: string }) {
  const copy = posterCopies[useLocale()];
  return (
    <>
      <ExternalLink href={`${site.siteUrl}#/poster${search}`} className="btn btn-primary btn-lg">
        <FaQrcode aria-hidden="true" className="me-2" />
        {copy.printElsewhere}
      </ExternalLink>
      <p className="small text-body-secondary mb-0">{copy.printElsewhereNote}</p>
    </>
  );
}
