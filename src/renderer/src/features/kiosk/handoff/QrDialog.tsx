import { Dialog } from '../../../components/Dialog';
import { site } from '../../../config/site';
import { desktopApi } from '../../../lib/desktop';
import { linkKind } from './linkKind';
import { readableTarget } from './readableTarget';
import { storeHandoff } from './storeHandoff';
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
  const kind = url ? linkKind(url, site) : null;
  const kioskRun = useSiteRun((run) => run.source === 'kiosk');
  const event = useSiteRun((run) => run.event);
  // A store link at a kiosk: a short address, large, with the address to type (storeHandoff.ts).
  const store = kind === 'store' && kioskRun ? storeHandoff(site.siteUrl, event) : null;
  const code = store ? store.code : url;
  const typeIt = store
    ? fill(kiosk.qrTypeIt.store, { text: store.typed })
    : url && readableTarget(url);
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
      title={kind && kiosk.qrTitle[kind]}
      closeLabel={kiosk.close}
      bodyClass="text-center"
      dialogClass={store ? 'qr-dialog-wide' : undefined}
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
      {code && (
        <QrCode
          value={code}
          label={fill(kiosk.qrImageLabel, { url: code })}
          size={260}
          className={store ? 'qr-dialog-store' : undefined}
        />
      )}
      <p className="mt-3 mb-0">{kiosk.qrHint}</p>
      {typeIt && (
        <p className="mt-2 mb-0 fw-semibold text-break">
          {typeof typeIt === 'string' ? typeIt : fill(kiosk.qrTypeIt[typeIt.kind], typeIt)}
        </p>
      )}
    </Dialog>
  );
}
