import { slugOrNull } from '@shared/slug';

/** The two sheets the print view makes: one poster, or four flyers to cut. */
export type PrintSheet = 'poster' | 'flyers';

export interface PosterParams {
  sheet: PrintSheet;
  /** The event (utm_campaign) when it is a slug, else null. */
  event: string | null;
  /** An `event` given but not a slug, cut short, for the note on screen; null otherwise. */
  ignoredEvent: string | null;
}

/** Longest ignored value shown: enough to recognise a typo. */
const SHOWN_LENGTH = 60;

/** `#/poster?event=<slug>&sheet=flyers`: anything else than `flyers` is the poster. */
export function readPosterParams(params: URLSearchParams): PosterParams {
  const given = params.get('event');
  const event = slugOrNull(given);
  return {
    sheet: params.get('sheet') === 'flyers' ? 'flyers' : 'poster',
    event,
    ignoredEvent: given !== null && event === null ? given.slice(0, SHOWN_LENGTH) : null,
  };
}
