import { useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { site } from '../../config/site';
import { desktopApi } from '../../lib/desktop';
import { linkKind } from './linkKind';
import { fill } from '../../lib/template';
import { kioskCopies } from '../../content/kiosk';
import { useLocale } from '../../hooks/useCopy';
import { useLinkHandoff } from '../../store/linkHandoff';
import { useKioskStore } from './kioskStore';
import { QrCode } from '../../components/QrCode';
import { useReturnFocus } from './useReturnFocus';

/** A link that would leave the kiosk, handed to the visitor's phone as a QR code. */
export function QrDialog() {
  const kiosk = kioskCopies[useLocale()];
  const url = useLinkHandoff((state) => state.url);
  const close = useLinkHandoff((state) => state.close);
  const returnFocus = useReturnFocus(url !== null);
  // Only a presenter's windowed shell offers it; main refuses it in kiosk mode anyway.
  const desktop = useKioskStore((state) => state.openOnThisScreen) ? desktopApi() : null;
  const content = useRef<HTMLDivElement>(null);
  useFocusTrap(content, url !== null);
  const openHere = (): void => {
    // The preload's IPC call, not shell.openExternal: main checks the sender and the link policy.
    if (url && desktop) void desktop.openAllowedLink(url).finally(close);
  };
  return (
    <Modal
      show={url !== null}
      onHide={close}
      restoreFocus={returnFocus}
      centered
      aria-labelledby="qr-dialog-title"
    >
      {url && (
        <div ref={content}>
          <Modal.Header closeButton closeLabel={kiosk.close}>
            <Modal.Title id="qr-dialog-title" as="h2" className="h4">
              {kiosk.qrTitle[linkKind(url, site)]}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body className="text-center">
            <QrCode value={url} label={fill(kiosk.qrImageLabel, { url })} size={260} />
            <p className="mt-3 mb-0">{kiosk.qrHint}</p>
          </Modal.Body>
          <Modal.Footer>
            {desktop && (
              <button type="button" className="btn btn-outline-primary" onClick={openHere}>
                {kiosk.openHere}
              </button>
            )}
            <button type="button" className="btn btn-primary" onClick={close}>
              {kiosk.close}
            </button>
          </Modal.Footer>
        </div>
      )}
    </Modal>
  );
}
