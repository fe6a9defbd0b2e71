import { useEffect, useState } from 'react';
import { site } from '../../../config/site';
import { speakerNotes } from '../../../content/presentNotes';
import { useLocale } from '../../../hooks/useCopy';
import { formatClock, formatElapsed } from './times';
import { fill } from '../../../lib/template';
import { deckAction } from '../deck';
import { DeckOverlays } from '../DeckPanels';
import { switchLanguage } from '../PresenterDeck';
import { SlideFrame, useSlideContext } from '../SlideFrame';
import { SLIDE_IDS } from '../slides';
import { typeableSiteAddress } from '../StoreCode';
import { SLIDE_COUNT, useSyncedDeck } from '../useSyncedDeck';
import './presenterView.scss';

/** The time now, again every second. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The presenter view, on the laptop's own screen (S, in a window of its own):
 * the slide the room sees, the next one, the speaker notes, the time since
 * the start and the time of day. Its keys move the audience's deck as the
 * deck's move it (useSyncedDeck). The notes are here only: the audience's
 * window never loads this chunk.
 */
export default function PresenterView() {
  const locale = useLocale();
  const context = useSlideContext(null);
  const { present } = context;
  const { state, step, startedAt } = useSyncedDeck('view');
  const now = useNow();
  const id = SLIDE_IDS[state.index] ?? 'home';
  const next = SLIDE_IDS[state.index + 1];
  const notes = fill(speakerNotes[locale][id], {
    brand: site.brand,
    address: typeableSiteAddress(site.siteUrl),
  });

  useEffect(() => {
    document.title = fill(present.view.label, { brand: site.brand });
  }, [present]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      const key = deckAction(event, event.target instanceof HTMLButtonElement);
      if (key === null || key === 'fullscreen' || key === 'view') return;
      event.preventDefault();
      event.stopPropagation();
      if (key === 'language') switchLanguage();
      else step(key);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [step]);

  return (
    <main
      className="present-view"
      aria-label={fill(present.view.label, { brand: site.brand })}
      // Focusable: on a small window the view scrolls, and a keyboard must reach what is below.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <section className="present-view-now" aria-labelledby="present-view-now">
        <h1 id="present-view-now" className="present-view-heading">
          {present.view.current} ·{' '}
          {fill(present.position, { current: state.index + 1, total: SLIDE_COUNT })}
        </h1>
        <div className={state.blank ? 'present-mini present-mini-blank' : 'present-mini'}>
          <SlideFrame key={id} id={id} context={context} />
        </div>
      </section>
      <section className="present-view-next" aria-labelledby="present-view-next">
        <h1 id="present-view-next" className="present-view-heading">
          {present.view.next}
        </h1>
        {next ? (
          <div className="present-mini">
            <SlideFrame key={next} id={next} context={context} />
          </div>
        ) : (
          <p>{present.view.end}</p>
        )}
      </section>
      <section className="present-view-notes" aria-labelledby="present-view-notes">
        <h1 id="present-view-notes" className="present-view-heading">
          {present.view.notes}
        </h1>
        <p>{notes}</p>
      </section>
      <dl className="present-view-times">
        <div>
          <dt>{present.view.elapsed}</dt>
          <dd>
            <time>{formatElapsed(now - startedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{present.view.clock}</dt>
          <dd>
            <time>{formatClock(now, locale)}</time>
          </dd>
        </div>
      </dl>
      <DeckOverlays state={state} step={step} context={context} />
    </main>
  );
}
