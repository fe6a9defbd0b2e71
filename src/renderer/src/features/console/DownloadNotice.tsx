import { useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { StoreLink } from '../../components/StoreLink';
import { site } from '../../config/site';
import { fill } from '../../lib/template';
import { useCopy } from '../../hooks/useCopy';

/** Download links are placeholders: instead of a dead page, point the visitor to the app. */
export function DownloadNotice({ show, onClose }: { show: boolean; onClose: () => void }) {
  const copy = useCopy().console;
  const content = useRef<HTMLDivElement>(null);
  useFocusTrap(content, show);
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="download-notice-title">
      <div ref={content}>
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
          <StoreLink placement="console-notice" className="btn btn-primary" onClick={onClose}>
            {copy.appNoticeButton}
          </StoreLink>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
