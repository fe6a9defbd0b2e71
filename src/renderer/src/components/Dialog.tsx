import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
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
  /** Classes of Bootstrap's .modal-dialog, beside its own (a width of its own, say). */
  dialogClass?: string;
  /** Classes of the focus-trapping box that holds header, body and footer. */
  className?: string;
  headerClass?: string;
  bodyClass?: string;
  /** The id of the text that describes the dialog, if any. */
  describedBy?: string;
  footer?: ReactNode;
  children: ReactNode;
}

/** Focus back on what had it when the dialog opened, if `allowed`; forgotten either way. */
function handFocusBack(opener: RefObject<Element | null>, allowed: boolean): void {
  const element = opener.current;
  opener.current = null;
  if (allowed && element instanceof HTMLElement) element.focus();
}

/**
 * Opens `element` as a modal dialog. Safari before 15.4 (the browsers list
 * has Safari 15) has no <dialog>: there `open` and a class show it full-screen
 * with Bootstrap's backdrop colour; the focus trap and Escape work the same,
 * only the page behind is not inert.
 */
function openModal(element: HTMLDialogElement): void {
  if (typeof element.showModal === 'function') {
    element.showModal();
    return;
  }
  element.setAttribute('open', '');
  element.classList.add('dialog-fallback');
}

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/**
 * The one modal dialog of the site: the browser's own `<dialog>` opened with
 * showModal(), so the page behind is inert and it sits above everything (the
 * kiosk's attract loop included), dressed in Bootstrap's modal classes. Titled,
 * Tab kept inside it (useFocusTrap), focus handed back on closing, closed by
 * Escape, its × or the backdrop. Rendered only while shown, as react-bootstrap's
 * Modal was, without its 8 KB of transitions and modal manager.
 */
export function Dialog({
  show,
  onClose,
  title,
  titleClass = 'h4',
  closeLabel,
  returnFocus = true,
  fullscreen = false,
  dialogClass,
  className,
  headerClass,
  bodyClass,
  describedBy,
  footer,
  children,
}: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  // What the listeners and an unmount read: this render's props, not their first.
  const latest = useRef({ onClose, returnFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, returnFocus };
  });
  useFocusTrap(content, show);

  // Opened before the first paint (its style shows it as soon as it is in the
  // page); on closing, focus goes back as this render says (the idle reset
  // decides in the render that closes it).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!show) handFocusBack(opener, returnFocus);
    if (!show || !element || element.open) return;
    opener.current = document.activeElement;
    openModal(element);
    // The dialog itself, as Bootstrap's did: a screen reader reads its name first.
    element.focus();
  }, [show, returnFocus]);
  // Taken out of the page while open (StaffView closes that way): React runs
  // this before it removes the dialog, while the page is still inert, so focus
  // goes back once the commit is done. The opener is kept: StrictMode's trial
  // unmount of an open dialog must not lose it.
  useLayoutEffect(
    () => () => {
      const element = opener.current;
      if (element instanceof HTMLElement)
        queueMicrotask(() => {
          if (latest.current.returnFocus && !dialog.current?.isConnected) element.focus();
        });
    },
    [],
  );

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!show || !element) return undefined;
    const close = () => latest.current.onClose();
    // Escape is the dialog's: taken before the browser's own close, which
    // would leave it closed while the page still shows it.
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    // Bootstrap's .modal-dialog lets clicks through: one that reaches the
    // dialog element itself was on the backdrop around the content.
    const onClick = (event: MouseEvent): void => {
      if (event.target === element) close();
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('click', onClick);
    // A close the browser made anyway (a close request a page may not refuse).
    element.addEventListener('close', close);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('click', onClick);
      element.removeEventListener('close', close);
    };
  }, [show]);

  if (!show) return null;

  return createPortal(
    <dialog
      ref={dialog}
      className="modal"
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      <div
        className={classes(
          'modal-dialog',
          fullscreen ? 'modal-fullscreen' : 'modal-dialog-centered',
          dialogClass,
        )}
      >
        <div className="modal-content">
          <div ref={content} className={className}>
            <div className={classes('modal-header', headerClass)}>
              <h2 id={titleId} className={classes('modal-title', titleClass)}>
                {title}
              </h2>
              {closeLabel !== undefined && (
                <button
                  type="button"
                  className="btn-close"
                  aria-label={closeLabel}
                  onClick={onClose}
                />
              )}
            </div>
            <div className={classes('modal-body', bodyClass)}>{children}</div>
            {footer && <div className="modal-footer">{footer}</div>}
          </div>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
