import { useEffect, useReducer, useRef } from 'react';
import { storeLink } from '@shared/storeLink';
import { BrandLogo } from '../../components/BrandLogo';
import { site } from '../../config/site';
import { LOCALES } from '../../content';
import { presentCopies } from '../../content/present';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { fill } from '../../lib/template';
import { useLocaleStore } from '../../store/locale';
import { useSiteRun } from '../../store/siteRun';
import { DeckIcon } from './DeckIcon';
import { DECK_START, deckAction, deckReducer, type DeckAction } from './deck';
import type { SlideClock } from './slideClock';
import type { SlideId } from '../../content/slides';
import { SLIDE_IDS, slideOf } from './slides';
import type { SlideContext } from './slideTypes';
import { StoreCode } from './StoreCode';

const COUNT = SLIDE_IDS.length;
/** Written out whole, so the CSS purge finds them. */
const SLIDE_CLASS: Partial<Record<SlideId, string>> = {
  home: 'present-slide present-hero',
  closing: 'present-slide present-last',
};

/** The next language of the site's list, round: L switches in place, on the same slide. */
function switchLanguage(): void {
  const { locale, setLocale } = useLocaleStore.getState();
  const next = LOCALES[(LOCALES.indexOf(locale) + 1) % LOCALES.length] ?? locale;
  // The presenter's switch, for the room: not remembered for the next visit.
  setLocale(next, { remember: false }).catch(() => undefined);
}

/**
 * The slides, full screen over the page: one at a time, driven by the keys
 * (deck.ts), with the store's QR code in the corner of each and a closing
 * "scan to download". `clock` counts what was shown; `onLeave` ends it all.
 */
export function PresenterDeck({
  event,
  clock,
  onLeave,
}: {
  event: string | null;
  clock: SlideClock;
  onLeave: () => void;
}) {
  const locale = useLocale();
  const copy = useCopy();
  const present = presentCopies[locale];
  const source = useSiteRun((run) => run.source);
  const [state, step] = useReducer(
    (current: typeof DECK_START, action: DeckAction) => deckReducer(current, action, COUNT),
    DECK_START,
  );
  const deck = useRef<HTMLDivElement>(null);
  const id = SLIDE_IDS[state.index] ?? 'home';
  const context: SlideContext = {
    copy,
    present,
    locale,
    storeUrl: storeLink(site.storeUrl, {
      source,
      medium: 'qr',
      placement: 'presentation',
      campaign: event,
    }),
  };
  const slide = slideOf(id, context);
  const position = fill(present.position, { current: state.index + 1, total: COUNT });

  useEffect(() => {
    deck.current?.focus();
    const onKey = (key: KeyboardEvent): void => {
      const action = deckAction(key, key.target instanceof HTMLButtonElement);
      if (action === null) return;
      key.preventDefault();
      key.stopPropagation();
      if (action === 'leave') onLeave();
      else if (action === 'language') switchLanguage();
      else step(action);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onLeave]);

  useEffect(() => clock.show(id), [clock, id]);
  useEffect(() => clock.blank(state.blank), [clock, state.blank]);

  return (
    <div
      ref={deck}
      className="present"
      role="dialog"
      aria-modal="true"
      aria-label={fill(present.label, { brand: site.brand })}
      aria-describedby="present-keys"
      tabIndex={-1}
    >
      <p id="present-keys" className="visually-hidden">
        {present.keys}
      </p>
      <section
        key={id}
        className={SLIDE_CLASS[id] ?? 'present-slide'}
        aria-roledescription="slide"
        aria-labelledby="present-title"
      >
        {slide.kicker && <p className="present-kicker">{slide.kicker}</p>}
        <h2 id="present-title" className="present-title">
          {slide.title}
        </h2>
        {slide.body}
      </section>
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
        <span className="present-position">{position}</span>
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
        <button type="button" onClick={onLeave} aria-label={present.controls.leave}>
          <DeckIcon name="leave" />
        </button>
      </footer>
      <p className="visually-hidden" aria-live="polite">
        {state.blank ? present.blanked : fill(present.announce, { position, title: slide.title })}
      </p>
      {state.blank && <div className="present-blank" />}
    </div>
  );
}
