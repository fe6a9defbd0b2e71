import type { DesktopPresentApi } from '@shared/ipc';

/** Full screen for the deck: the browser's Fullscreen API, or the shell's window. */
export interface FullScreen {
  isOn: () => boolean;
  /** F: on when off, off when on. */
  toggle: () => void;
  exit: () => void;
  /** Calls `listener` when it goes on or off (the browser's own Escape, F11 excepted); returns the unsubscribe. */
  watch: (listener: () => void) => () => void;
}

/**
 * The browser's full screen, on the whole page (the deck lies over it). A
 * browser refuses it without a key press or click (transient activation),
 * which is why the deck only offers it (PresenterDeck). In a browser, Escape
 * leaves full screen by itself, before the page hears the key.
 */
export function browserFullScreen(doc: Document = document): FullScreen {
  const listeners = new Set<() => void>();
  doc.addEventListener('fullscreenchange', () => listeners.forEach((listener) => listener()));
  const isOn = (): boolean => doc.fullscreenElement != null;
  const exit = (): void => {
    if (isOn()) doc.exitFullscreen().catch(() => undefined);
  };
  return {
    isOn,
    exit,
    toggle() {
      if (isOn()) exit();
      else if (typeof doc.documentElement.requestFullscreen === 'function')
        doc.documentElement.requestFullscreen().catch(() => undefined);
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The shell's window full screen (main: presenting.ts, IPC setPresenting):
 * the Present menu and `--present` open the deck with it on already.
 */
export function shellFullScreen(api: DesktopPresentApi): FullScreen {
  let on = true;
  const listeners = new Set<() => void>();
  const set = (next: boolean): void => {
    on = next;
    void api.setPresenting(next);
    listeners.forEach((listener) => listener());
  };
  return {
    isOn: () => on,
    toggle: () => set(!on),
    exit: () => {
      if (on) set(false);
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
