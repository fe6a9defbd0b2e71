import { Dialog } from '../../components/Dialog';
import { StoreButton } from '../../components/StoreButton';
import { site } from '../../config/site';
import { fill } from '../../lib/template';
import { useCopy } from '../../hooks/useCopy';

/** Download links are placeholders: instead of a dead page, point the visitor to the app. */
export function DownloadNotice({ show, onClose }: { show: boolean; onClose: () => void }) {
  const copy = useCopy().console;
  return (
    <Dialog
      show={show}
      onClose={onClose}
      title={copy.appNoticeTitle}
      titleClass="h5"
      closeLabel={copy.close}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {copy.close}
          </button>
          <StoreButton placement="console-notice" onClick={onClose}>
            {copy.appNoticeButton}
          </StoreButton>
        </>
      }
    >
      {fill(copy.appNotice, { brand: site.brand })}
    </Dialog>
  );
}
