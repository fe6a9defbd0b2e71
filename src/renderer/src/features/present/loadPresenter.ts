/**
 * The one module the website's entry imports for presenter mode: a small step
 * before the presenter's chunk, so the entry names this file only, not every
 * file the presenter loads (Vite lists a lazy chunk's imports where it is asked for).
 */
export function loadPresenter(): Promise<void> {
  return import('./Presenter').then(({ startPresenter }) => startPresenter());
}

/** On a wide screen, once idle: keeps the deck for offline use (keepOffline.ts). */
export function keepPresenterForLater(): Promise<void> {
  return import('./keepOffline').then(({ keepsPresenter, keepPresenterOffline }) =>
    keepsPresenter() ? keepPresenterOffline() : undefined,
  );
}
