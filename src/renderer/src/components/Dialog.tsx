import { useId, useRef, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useFocusTrap } from '../hooks/useFocusTrap';

interface DialogProps {
  show: boolean;
  /** Escape, the header's close button and a click on the backdrop all call it. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its h2. */
  title: ReactNode;
  /** Bootstrap's heading size for the title (`h4`, `h5`…): the level stays h2. */
  titleClass?: string;
  /** The label of the header's × button; none without it. */
  closeLabel?: string;
  /** Whether focus goes back where it was on closing (a kiosk's idle reset says no). */
  returnFocus?: boolean;
  fullscreen?: boolean;
  /** Classes of the focus-trapping box that holds header, body and footer. */
  className?: string;
  headerClass?: string;
  bodyClass?: string;
  /** The id of the text that describes the dialog, if any. */
  describedBy?: string;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The one modal dialog of the site: titled, Tab kept inside it (useFocusTrap),
 * focus handed back on closing, closed by Escape, its × or the backdrop.
 */
export function Dialog({
  show,
  onClose,
  title,
  titleClass = 'h4',
  closeLabel,
  returnFocus = true,
  fullscreen = false,
  className,
  headerClass,
  bodyClass,
  describedBy,
  footer,
  children,
}: DialogProps) {
  const titleId = useId();
  const content = useRef<HTMLDivElement>(null);
  useFocusTrap(content, show);
  return (
    <Modal
      show={show}
      onHide={onClose}
      restoreFocus={returnFocus}
      centered={!fullscreen}
      fullscreen={fullscreen || undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      <div ref={content} className={className}>
        <Modal.Header
          className={headerClass}
          closeButton={closeLabel !== undefined}
          closeLabel={closeLabel}
        >
          <Modal.Title id={titleId} as="h2" className={titleClass}>
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className={bodyClass}>{children}</Modal.Body>
        {footer && <Modal.Footer>{footer}</Modal.Footer>}
      </div>
    </Modal>
  );
}
