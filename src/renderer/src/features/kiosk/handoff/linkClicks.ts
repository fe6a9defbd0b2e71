/**
 * In a kiosk every click on a link is a plain click. A middle or other
 * auxiliary click, or a click with Ctrl, Shift, Alt or Cmd, would open the
 * link in a new tab or window or download it, outside the kiosk (the shell
 * turns auxclick off; a browser kiosk cannot). Each is cancelled and given to
 * the link as a plain click instead: the QR hand-off for a link that leaves
 * the site, a navigation in place for the site's own. The mouse's back and
 * forward buttons walk no history either. Returns the undo.
 */
export function plainLinkClicks(view: Window = window): () => void {
  const linkOf = (event: MouseEvent): HTMLElement | null =>
    event.target instanceof Element ? event.target.closest<HTMLElement>('a[href]') : null;
  const asPlainClick = (event: MouseEvent, link: HTMLElement): void => {
    event.preventDefault();
    event.stopPropagation();
    link.click();
  };
  const onAuxClick = (event: MouseEvent): void => {
    const link = linkOf(event);
    if (link) asPlainClick(event, link);
  };
  const onClick = (event: MouseEvent): void => {
    const link = linkOf(event);
    if (link && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) {
      asPlainClick(event, link);
    }
  };
  // Middle-button autoscroll, and the back (3) and forward (4) buttons.
  const onButton = (event: MouseEvent): void => {
    if (event.button === 1 || event.button === 3 || event.button === 4) event.preventDefault();
  };
  view.addEventListener('auxclick', onAuxClick, true);
  view.addEventListener('click', onClick, true);
  view.addEventListener('mousedown', onButton, true);
  view.addEventListener('mouseup', onButton, true);
  return () => {
    view.removeEventListener('auxclick', onAuxClick, true);
    view.removeEventListener('click', onClick, true);
    view.removeEventListener('mousedown', onButton, true);
    view.removeEventListener('mouseup', onButton, true);
  };
}
