/** How long the app may take to start before the visitor is offered a retry. */
export const BOOT_TIMEOUT_MS = 10_000;

/**
 * Watches the app's start from a tiny script of its own (src/boot.ts) that runs
 * before the app's entry. When the entry script fails to load (a flaky
 * connection), or the app has not taken the splash away BOOT_TIMEOUT_MS after
 * navigation start, the splash's "Loading..." gives way to index.html's
 * failed-start message (<template id="boot-failed">) with a Retry button.
 * Once the app has removed the splash there is nothing left to replace.
 * Returns a function that stops watching.
 */
export function watchBoot(win: Window, timeoutMs = BOOT_TIMEOUT_MS): () => void {
  const doc = win.document;
  const fail = (): void => {
    const splash = doc.getElementById('splash');
    const template = doc.querySelector<HTMLTemplateElement>('template#boot-failed');
    if (!splash || !template || splash.hasAttribute('data-failed')) return;
    splash.setAttribute('data-failed', '');
    splash.replaceChildren(template.content.cloneNode(true));
    splash.querySelector('button')?.addEventListener('click', () => win.location.reload());
  };
  // A script that fails to load fires "error" on its element, which does not
  // bubble: only a capturing listener on the window hears it.
  const onError = (event: Event): void => {
    if ((event.target as Element | null)?.tagName === 'SCRIPT') fail();
  };
  win.addEventListener('error', onError, true);
  const timer = win.setTimeout(fail, Math.max(0, timeoutMs - win.performance.now()));
  return () => {
    win.removeEventListener('error', onError, true);
    win.clearTimeout(timer);
  };
}
