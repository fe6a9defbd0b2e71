import Modal from 'react-bootstrap/Modal';
import { ExternalLink } from '../../components/ExternalLink';
import { site } from '../../config/site';
import { fill } from '../../lib/template';
import { useCopy } from '../../lib/useCopy';

/** Download links are placeholders (spec): instead of a dead page, point the visitor to the app. */
export function DownloadNotice({ show, onClose }: { show: boolean; onClose: () => void }) {
  const copy = useCopy().console;
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="download-notice-title">
      <Modal.Header closeButton closeLabel={copy.close}>
        <Modal.Title id="download-notice-title" as="h2" className="h5">
          {copy.appNoticeTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{fill(copy.appNotice, { brand: site.brand })}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {copy.close}
        </button>
        <ExternalLink href={site.storeUrl} className="btn btn-primary" onClick={onClose}>
          {copy.appNoticeButton}
        </ExternalLink>
      </Modal.Footer>
    </Modal>
  );
}
