import type { Dispatch } from 'react';
import type { PresentCopy } from '../../content/types';
import type { SlideId } from '../../content/slides';
import { OVERVIEW_COLUMNS, type DeckAction, type DeckState } from './deck';
import { SLIDE_IDS, slideOf } from './slides';
import type { SlideContext } from './slideTypes';

/** The panels either window (the audience's, the presenter view) opens over its slides: O and ?. */
export function DeckOverlays({
  state,
  step,
  context,
}: {
  state: DeckState;
  step: Dispatch<DeckAction>;
  context: SlideContext;
}) {
  return (
    <>
      {state.overview !== null && (
        <Overview
          ids={SLIDE_IDS}
          chosen={state.overview}
          current={state.index}
          context={context}
          onChoose={(index) => {
            step({ show: index, blank: false });
            step('overview');
          }}
        />
      )}
      {state.help && <KeyList present={context.present} />}
    </>
  );
}

/**
 * O: every slide as a card of its number and heading, the chosen one marked;
 * arrows and Enter choose (deck.ts), a click too.
 */
export function Overview({
  ids,
  chosen,
  current,
  context,
  onChoose,
}: {
  ids: readonly SlideId[];
  chosen: number;
  current: number;
  context: SlideContext;
  onChoose: (index: number) => void;
}) {
  return (
    <nav className="present-panel present-overview" aria-labelledby="present-overview-title">
      <h2 id="present-overview-title">{context.present.overview}</h2>
      <ol style={{ gridTemplateColumns: `repeat(${OVERVIEW_COLUMNS}, minmax(0, 1fr))` }}>
        {ids.map((id, index) => (
          <li key={id}>
            <button
              type="button"
              className={index === chosen ? 'present-chosen' : undefined}
              aria-current={index === current ? 'step' : undefined}
              onClick={() => onChoose(index)}
            >
              <span className="present-number">{index + 1}</span> {slideOf(id, context).title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** `?`: the keys and what each does, in the deck's language. */
export function KeyList({ present }: { present: PresentCopy }) {
  return (
    <section className="present-panel present-help" aria-labelledby="present-help-title">
      <h2 id="present-help-title">{present.help.title}</h2>
      <dl>
        {present.help.keys.map(({ id, keys, does }) => (
          <div key={id}>
            <dt>{keys}</dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** After Escape out of full screen: the deck waits; only "Back to the site" gives the page back. */
export function Paused({
  present,
  onResume,
  onBack,
}: {
  present: PresentCopy;
  onResume: () => void;
  onBack: () => void;
}) {
  return (
    <section className="present-panel present-paused" aria-labelledby="present-paused-text">
      <p id="present-paused-text">{present.paused.text}</p>
      <p>
        {/* Focused first: a clicker's Enter resumes. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" autoFocus onClick={onResume}>
          {present.paused.resume}
        </button>{' '}
        <button type="button" onClick={onBack}>
          {present.paused.back}
        </button>
      </p>
    </section>
  );
}

/** A deck opened from an address: full screen, offered at the presenter's first key or click. */
export function FullScreenOffer({
  present,
  onAccept,
  onDecline,
}: {
  present: PresentCopy;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { text, accept, decline } = present.fullScreenOffer;
  return (
    <aside className="present-offer" aria-label={text}>
      <span>{text}</span>
      <button type="button" onClick={onAccept}>
        {accept}
      </button>
      <button type="button" onClick={onDecline}>
        {decline}
      </button>
    </aside>
  );
}
