import { useId } from 'react';
import { Dialog } from '../../components/Dialog';
import { QrCode } from '../../components/QrCode';
import type { NoticesCopy } from '../../content/types';
import { fill } from '../../lib/template';

interface OfflineQrDialogProps {
  /** The outbound link followed offline; null when none. */
  url: string | null;
  copy: NoticesCopy;
  onClose: () => void;
}

/**
 * An outbound link followed offline, as a QR code: a presenter's laptop has no
 * network, the audience's phones have theirs. Says why it did not open here.
 */
export function OfflineQrDialog({ url, copy, onClose }: OfflineQrDialogProps) {
  const why = useId();
  return (
    <Dialog
      show={url !== null}
      onClose={onClose}
      title={copy.offlineQr.title}
      closeLabel={copy.offlineQr.close}
      bodyClass="text-center"
      describedBy={why}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {copy.offlineQr.close}
        </button>
      }
    >
      <p id={why}>{copy.offlineLink}</p>
      {url && <QrCode value={url} label={fill(copy.offlineQr.imageLabel, { url })} size={240} />}
      <p className="mt-3 mb-0">{copy.offlineQr.hint}</p>
    </Dialog>
  );
}
