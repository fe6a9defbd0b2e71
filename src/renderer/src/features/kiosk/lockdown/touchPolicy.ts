/** How long the pointer stays visible without moving. */
export const POINTER_HIDE_MS = 3000;
const ZOOM_KEYS = new Set(['+', '=', '-', '_', '0']);

/**
 * Touch-first kiosk behaviour: no context menu, no pinch or ctrl-zoom, the
 * pointer hidden when still, big targets and unselectable controls (kiosk.scss).
 * Returns a function that undoes it all.
 */
export function applyTouchPolicy(doc: Document = document): () => void {
  const root = doc.documentElement;
  // Pinch zoom is stopped by `touch-action` (kiosk.scss) and the touchmove guard below,
  // not by `user-scalable=no`, which would lock zoom for low-vision readers everywhere.
  root.classList.add('kiosk');

  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const showPointer = (): void => {
    root.classList.remove('pointer-idle');
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => root.classList.add('pointer-idle'), POINTER_HIDE_MS);
  };
  const prevent = (event: Event): void => event.preventDefault();
  const noCtrlWheel = (event: WheelEvent): void => {
    if (event.ctrlKey) event.preventDefault();
  };
  const noZoomKeys = (event: KeyboardEvent): void => {
    if ((event.ctrlKey || event.metaKey) && ZOOM_KEYS.has(event.key)) event.preventDefault();
  };
  const noPinch = (event: TouchEvent): void => {
    if (event.touches.length > 1) event.preventDefault();
  };

  const view = doc.defaultView ?? window;
  view.addEventListener('contextmenu', prevent);
  view.addEventListener('wheel', noCtrlWheel, { passive: false });
  view.addEventListener('keydown', noZoomKeys);
  view.addEventListener('touchmove', noPinch, { passive: false });
  view.addEventListener('gesturestart', prevent);
  view.addEventListener('pointermove', showPointer);
  showPointer();

  return () => {
    clearTimeout(hideTimer);
    root.classList.remove('kiosk', 'pointer-idle');
    view.removeEventListener('contextmenu', prevent);
    view.removeEventListener('wheel', noCtrlWheel);
    view.removeEventListener('keydown', noZoomKeys);
    view.removeEventListener('touchmove', noPinch);
    view.removeEventListener('gesturestart', prevent);
    view.removeEventListener('pointermove', showPointer);
  };
}
