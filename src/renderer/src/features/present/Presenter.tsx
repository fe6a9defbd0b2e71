import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { DesktopPresentApi } from '@shared/ipc';
import { desktopInfo } from '../../lib/desktop';
import { MAIN_ID } from '../../lib/skipLink';
import { useUsageStore } from '../../store/usageStore';
import { usageStorageHere } from '../../lib/usage/usageStorage';
import { browserFullScreen, shellFullScreen } from './fullScreen';
import { PresenterDeck } from './PresenterDeck';
import {
  addressWithoutPresent,
  isPresenterView,
  presentationTags,
  presenterViewAddress,
} from './presentRun';
import { createSlideClock } from './slideClock';
import './presentation.scss';

/**
 * The presenter view: its own chunk, which only the presenter's second window
 * downloads, with the speaker notes. Reached through this module only (keepOffline.ts
 * too), so what both use stays in this chunk rather than in chunks of their own.
 */
export const loadPresenterView = () => import('./view/PresenterView');
const PresenterView = lazy(loadPresenterView);

/** The shell's full-screen switch for presenter mode, or null on the website. */
function presentApi(): DesktopPresentApi | null {
  const candidate = (window as { lyceo?: Partial<DesktopPresentApi> }).lyceo;
  return typeof candidate?.setPresenting === 'function' ? (candidate as DesktopPresentApi) : null;
}

/** The presenter view's window name: S again brings the same window forward. */
const VIEW_WINDOW = 'lyceo-presenter-view';

/**
 * S: the presenter view in a second window. A browser puts it where the
 * presenter drags it (the laptop's screen); the shell opens it on the laptop's
 * own display when a projector is attached (main/presenting.ts). False when a
 * browser blocked it.
 */
function openView(shell: DesktopPresentApi | null): boolean {
  if (typeof shell?.openPresenterView === 'function') {
    void shell.openPresenterView();
    return true;
  }
  const view = window.open(
    presenterViewAddress(window.location.href),
    VIEW_WINDOW,
    'popup,width=1100,height=720',
  );
  view?.focus();
  return view !== null;
}

let presenting = false;

/** The slides' root over the page, which waits under it (inert); `leave` gives the page back. */
function mountOverPage(): { render: (node: React.ReactNode) => void; leave: () => void } {
  const page = document.getElementById('root');
  page?.setAttribute('inert', '');
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return {
    render: (node) => root.render(<StrictMode>{node}</StrictMode>),
    leave: () =>
      // After the click's handling: a root does not unmount itself mid-event.
      queueMicrotask(() => {
        root.unmount();
        host.remove();
        page?.removeAttribute('inert');
        document.getElementById(MAIN_ID)?.focus();
        presenting = false;
      }),
  };
}

/**
 * Presenter mode: the slides in a root of their own over the page. Counted
 * like a kiosk visit, under its own mode; "Back to the site" ends it, drops
 * `present=1` from the address and gives the page back. With `view=presenter`
 * (the window S opens) the presenter view instead, which counts nothing: it
 * is the same presentation, not a second one.
 */
export async function startPresenter(): Promise<void> {
  if (presenting) return;
  presenting = true;
  const over = mountOverPage();
  if (isPresenterView(window.location.search)) {
    over.render(
      <Suspense fallback={null}>
        <PresenterView />
      </Suspense>,
    );
    return;
  }
  const { event, name } = presentationTags(window.location.search, await desktopInfo());
  void useUsageStore
    .getState()
    .attach(usageStorageHere(), { kiosk: name, event, mode: 'presentation' });
  const clock = createSlideClock(useUsageStore.getState().record);
  // Closing the tab mid-talk still counts the slide on screen; a hidden page (another
  // tab, the lid closed) stops the seconds until it comes back.
  const onHide = (): void => clock.end();
  const onVisibility = (): void => clock.hidden(document.visibilityState === 'hidden');
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onVisibility);

  const shell = presentApi();
  const fullScreen = shell ? shellFullScreen(shell) : browserFullScreen();
  const back = (): void => {
    clock.end();
    window.removeEventListener('pagehide', onHide);
    document.removeEventListener('visibilitychange', onVisibility);
    fullScreen.exit();
    over.leave();
    window.history.replaceState(
      window.history.state,
      '',
      addressWithoutPresent(window.location.href),
    );
  };
  over.render(
    <PresenterDeck
      event={event}
      clock={clock}
      fullScreen={fullScreen}
      offerFullScreen={shell === null}
      openView={() => openView(shell)}
      onBack={back}
    />,
  );
  void shell?.setPresenting(true);
}
