import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DesktopPresentApi } from '@shared/ipc';
import { desktopInfo } from '../../lib/desktop';
import { MAIN_ID } from '../../lib/skipLink';
import { useUsageStore } from '../../store/usageStore';
import { usageStorageHere } from '../../lib/usage/usageStorage';
import { PresenterDeck } from './PresenterDeck';
import { addressWithoutPresent, presentationTags } from './presentRun';
import { createSlideClock } from './slideClock';
import './presentation.scss';

/** The shell's full-screen switch for presenter mode, or null on the website. */
function presentApi(): DesktopPresentApi | null {
  const candidate = (window as { lyceo?: Partial<DesktopPresentApi> }).lyceo;
  return typeof candidate?.setPresenting === 'function' ? (candidate as DesktopPresentApi) : null;
}

let presenting = false;

/**
 * Presenter mode: the slides in a root of their own over the page, which
 * waits under them (inert) as the visitor left it. Counted like a kiosk
 * visit, under its own mode; Escape ends it and gives the page back.
 */
export async function startPresenter(): Promise<void> {
  if (presenting) return;
  presenting = true;
  const { event, name } = presentationTags(window.location.search, await desktopInfo());
  void useUsageStore
    .getState()
    .attach(usageStorageHere(), { kiosk: name, event, mode: 'presentation' });
  const clock = createSlideClock(useUsageStore.getState().record);
  // Closing the tab or the laptop's lid mid-talk still counts the slide on screen.
  const onHide = (): void => clock.end();
  window.addEventListener('pagehide', onHide);

  const page = document.getElementById('root');
  page?.setAttribute('inert', '');
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const leave = (): void => {
    clock.end();
    window.removeEventListener('pagehide', onHide);
    // After the key's handling: a root does not unmount itself mid-event.
    queueMicrotask(() => {
      root.unmount();
      host.remove();
      page?.removeAttribute('inert');
      document.getElementById(MAIN_ID)?.focus();
      presenting = false;
    });
    window.history.replaceState(
      window.history.state,
      '',
      addressWithoutPresent(window.location.href),
    );
    void presentApi()?.setPresenting(false);
  };
  root.render(
    <StrictMode>
      <PresenterDeck event={event} clock={clock} onLeave={leave} />
    </StrictMode>,
  );
  void presentApi()?.setPresenting(true);
}
