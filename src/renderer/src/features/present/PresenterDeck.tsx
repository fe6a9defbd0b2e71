import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BrandLogo } from '../../components/BrandLogo';
import { site } from '../../config/site';
import { LOCALES } from '../../content';
import { fill } from '../../lib/template';
import { useLocaleStore } from '../../store/locale';
import { DeckIcon } from './DeckIcon';
import { DeckOverlays, FullScreenOffer, Paused } from './DeckPanels';
import { deckAction, escapeClosesPanel, type DeckKey } from './deck';
import type { FullScreen } from './fullScreen';
import { SlideFrame, useSlideContext } from './SlideFrame';
import type { SlideClock } from './slideClock';
import { SLIDE_IDS, slideOf } from './slides';
import { StoreCode } from './StoreCode';
import { SLIDE_COUNT, useSyncedDeck } from './useSyncedDeck';

/** The next language of the site's list, round: L switches in place, on the same slide. */
export function switchLanguage(): void {
  const { locale, setLocale } = useLocaleStore.getState();
  const next = LOCALES[(LOCALES.indexOf(locale) + 1) % LOCALES.length] ?? locale;
  // The presenter's switch, for the room: not remembered for the next visit.
  setLocale(next, { remember: false }).catch(() => undefined);
}

/** Full screen's offer: not yet made, on screen, or done with (taken, declined, or never made in the shell). */
type Offer = 'waiting' | 'shown' | 'done';

/**
 * The audience's slides, full screen over the page: one at a time, driven by
 * the keys (deck.ts), with the store's QR code in the corner of each and a
 * closing "scan to download". Escape leaves full screen first; out of it, the
 * deck pauses, and only "Back to the site" (`onBack`) gives the page back. S
 * opens the presenter view (`openView`), which follows this deck both ways.
 */
export function PresenterDeck({
  event,
  clock,
  fullScreen,
  offerFullScreen,
  openView,
  onBack,
}: {
  event: string | null;
  clock: SlideClock;
  fullScreen: FullScreen;
  /** Opened from an address (not the shell's menu, which starts full screen). */
  offerFullScreen: boolean;
  /** Opens the presenter view; false when the browser refused the window. */
  openView: () => boolean;
  onBack: () => void;
}) {
  const context = useSlideContext(event);
  const { present } = context;
  const { state, step } = useSyncedDeck('audience');
  const [paused, setPaused] = useState(false);
  const [offer, setOffer] = useState<Offer>(offerFullScreen ? 'waiting' : 'done');
  const [blocked, setBlocked] = useState(false);
  const full = useSyncExternalStore(fullScreen.watch, fullScreen.isOn);
  const deck = useRef<HTMLDivElement>(null);
  const id = SLIDE_IDS[state.index] ?? 'home';
  const position = fill(present.position, { current: state.index + 1, total: SLIDE_COUNT });

  // Kept in a ref: the key listener is added once, and reads the deck as it is now.
  const keyRef = useRef<(key: DeckKey) => void>(() => undefined);
  const onKey = (key: DeckKey): void => {
    setBlocked(false);
    if (offer !== 'done' && key !== 'fullscreen')
      setOffer(offer === 'waiting' && !full ? 'shown' : 'done');
    if (paused) {
      // A clicker's slide keys take the deck back; Escape stays put.
      if (key !== 'escape') setPaused(false);
      return;
    }
    if (key === 'escape') {
      if (escapeClosesPanel(state)) step(key);
      else if (fullScreen.isOn()) fullScreen.exit();
      else setPaused(true);
    } else if (key === 'fullscreen') {
      setOffer('done');
      fullScreen.toggle();
    } else if (key === 'view') setBlocked(!openView());
    else if (key === 'language') switchLanguage();
    else step(key);
  };
  useLayoutEffect(() => {
    keyRef.current = onKey;
  });

  useEffect(() => {
    deck.current?.focus();
    const onKey = (event: KeyboardEvent): void => {
      const key = deckAction(event, event.target instanceof HTMLButtonElement);
      if (key === null) return;
      event.preventDefault();
      event.stopPropagation();
      keyRef.current(key);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  useEffect(() => {
    if (!paused) deck.current?.focus();
    clock.hidden(paused);
  }, [clock, paused]);
  useEffect(() => clock.show(id), [clock, id]);
  useEffect(() => clock.blank(state.blank), [clock, state.blank]);

  return (
    // A click anywhere is the presenter's first gesture too: the offer comes then.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={deck}
      className="present"
      role="dialog"
      aria-modal="true"
      aria-label={fill(present.label, { brand: site.brand })}
      aria-describedby="present-keys"
      tabIndex={-1}
      onClick={() => {
        if (offer === 'waiting') setOffer('shown');
      }}
    >
      <p id="present-keys" className="visually-hidden">
        {present.keys}
      </p>
      <SlideFrame key={id} id={id} context={context} titleId="present-title" />
      {id !== 'closing' && (
        <aside className="present-corner">
          <StoreCode context={context} />
        </aside>
      )}
      <footer className="present-footer">
        <span className="present-brand">
          <BrandLogo size={40} />
          {site.brand}
        </span>
        <span className="present-position">
          {state.typed ? fill(present.jump, { number: state.typed }) : position}
        </span>
        <button
          type="button"
          onClick={() => step('previous')}
          aria-label={present.controls.previous}
        >
          <DeckIcon name="previous" />
        </button>
        <button type="button" onClick={() => step('next')} aria-label={present.controls.next}>
          <DeckIcon name="next" />
        </button>
        <button type="button" onClick={() => setPaused(true)} aria-label={present.controls.leave}>
          <DeckIcon name="leave" />
        </button>
      </footer>
      <p className="visually-hidden" aria-live="polite">
        {state.blank
          ? present.blanked
          : fill(present.announce, { position, title: slideOf(id, context).title })}
      </p>
      <DeckOverlays state={state} step={step} context={context} />
      {blocked && (
        <p className="present-offer" role="alert">
          {present.view.blocked}
        </p>
      )}
      {offer === 'shown' && !full && (
        <FullScreenOffer
          present={present}
          onAccept={() => {
            setOffer('done');
            fullScreen.toggle();
          }}
          onDecline={() => setOffer('done')}
        />
      )}
      {paused && <Paused present={present} onResume={() => setPaused(false)} onBack={onBack} />}
      {state.blank && <div className="present-blank" />}
    </div>
  );
}
