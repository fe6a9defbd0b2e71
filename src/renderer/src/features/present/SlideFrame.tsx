import { shortStoreLink } from '@shared/shortStoreLink';
import { site } from '../../config/site';
import { presentCopies } from '../../content/present';
import type { SlideId } from '../../content/slides';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { slideOf } from './slides';
import type { SlideContext } from './slideTypes';

/** Written out whole, so the CSS purge finds them. */
const SLIDE_CLASS: Partial<Record<SlideId, string>> = {
  home: 'present-slide present-hero',
  closing: 'present-slide present-last',
};

/**
 * What every slide needs, in the deck's language: the copy, and the store
 * code's short address (`k/p/<event>`, src/shared/shortStoreLink.ts), which
 * the host sends on to the store link tagged `utm_content=presentation`: a
 * version-3 or 4 code a phone reads from the back of a room.
 */
export function useSlideContext(event: string | null): SlideContext {
  const locale = useLocale();
  return {
    copy: useCopy(),
    present: presentCopies[locale],
    locale,
    storeUrl: shortStoreLink(site.siteUrl, 'presentation', event),
  };
}

/** One slide: its kicker, heading and body; `titleId` names it for the deck. */
export function SlideFrame({
  id,
  context,
  titleId,
}: {
  id: SlideId;
  context: SlideContext;
  titleId?: string;
}) {
  const slide = slideOf(id, context);
  return (
    <section
      className={SLIDE_CLASS[id] ?? 'present-slide'}
      aria-roledescription="slide"
      aria-labelledby={titleId}
    >
      {slide.kicker && <p className="present-kicker">{slide.kicker}</p>}
      <h2 id={titleId} className="present-title">
        {slide.title}
      </h2>
      {slide.body}
    </section>
  );
}
