import { Dialog } from '../../../components/Dialog';
import { site } from '../../../config/site';
import { desktopApi } from '../../../lib/desktop';
import { linkKind } from './linkKind';
import { fill } from '../../../lib/template';
import { kioskCopies } from '../../../content/kiosk';
import { useLocale } from '../../../hooks/useCopy';
import { useLinkHandoff } from '../../../store/linkHandoff';
import { useSiteRun } from '../../../store/siteRun';
import { QrCode } from '../../../components/QrCode';
import { useReturnFocus } from '../idle/useReturnFocus';

/** A link that would leave the kiosk, handed to the visitor's phone as a QR code. */
export function QrDialog() {
  const kiosk = kioskCopies[useLocale()];
  const url = useLinkHandoff((state) => state.url);
  const close = useLinkHandoff((state) => state.close);
  const returnFocus = useReturnFocus(url !== null);
  // Only a presenter's windowed shell offers it; main refuses it in kiosk mode anyway.
  const desktop = useSiteRun((run) => run.openOnThisScreen) ? desktopApi() : null;
  const openHere = (): void => {
    // The preload's IPC call, not shell.openExternal: main checks the sender and the link policy.
    if (url && desktop) void desktop.openAllowedLink(url).finally(close);
  };
  return (
    <Dialog
      show={url !== null}
      onClose={close}
      returnFocus={returnFocus}
      title={url && kiosk.qrTitle[linkKind(url, site)]}
      closeLabel={kiosk.close}
      bodyClass="text-center"
      footer={
        <>
          {desktop && (
            <button type="button" className="btn btn-outline-primary" onClick={openHere}>
              {kiosk.openHere}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={close}>
            {kiosk.close}
          </button>
        </>
      }
    >
      {url && <QrCode value={url} label={fill(kiosk.qrImageLabel, { url })} size={260} />}
      <p className="mt-3 mb-0">{kiosk.qrHint}</p>
    </Dialog>
  );
}
