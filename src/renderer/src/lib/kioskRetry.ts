import { retryDelay } from './bootWatch';

/**
 * sessionStorage: how many times this tab's kiosk has reloaded because its own
 * layer would not load. Not the boot watch's count, which the app's start
 * clears: the layer fails after that start, and its back-off must go on.
 */
export const LAYER_RETRIES_KEY = 'lyceo-kiosk-layer-retries';

function layerRetries(win: Window, count?: number): number {
  // Storage may be off or full: then every retry waits the first delay.
  try {
    if (count === undefined) return Number(win.sessionStorage.getItem(LAYER_RETRIES_KEY)) || 0;
    if (count) win.sessionStorage.setItem(LAYER_RETRIES_KEY, String(count));
    else win.sessionStorage.removeItem(LAYER_RETRIES_KEY);
  } catch {
    // Nothing to remember with.
  }
  return 0;
}

/**
 * A kiosk whose own layer (attract screen, idle reset: features/kiosk) failed
 * to load, or keeps failing, after the app started. The boot watch has
 * stopped by then, and without that layer the kiosk's splash never goes: staff
 * get the boot watch's notice (index.html's template#boot-failed-kiosk) and the
 * kiosk reloads by itself with the boot watch's back-off. Once per page.
 * (lib/bootWatch.ts is inlined in every page and hashed in the CSP: this stays
 * out of it.)
 */
export function retryKioskStart(win: Window): void {
  const doc = win.document;
  const template = doc.querySelector<HTMLTemplateElement>('template#boot-failed-kiosk');
  if (!template || doc.getElementById('boot-notice')) return;
  const notice = doc.createElement('div');
  notice.id = 'boot-notice';
  notice.setAttribute('role', 'alert');
  notice.append(template.content.cloneNode(true));
  doc.body.append(notice);
  const count = layerRetries(win);
  win.setTimeout(() => {
    layerRetries(win, count + 1);
    win.location.reload();
  }, retryDelay(count));
}

/** The kiosk's layer is up: the back-off starts from its first delay again. */
export function kioskStarted(win: Window): void {
  layerRetries(win, 0);
}
