import type { ReactNode } from 'react';
import type { Locale, PresentCopy, SiteCopy } from '../../content/types';

/** What a slide needs to draw itself: the page's copy and presenter mode's, in one language. */
export interface SlideContext {
  copy: SiteCopy;
  present: PresentCopy;
  locale: Locale;
  /** The tagged store address its QR code holds. */
  storeUrl: string;
}

export interface Slide {
  /** Its heading, also what screen readers are told when it comes. */
  title: string;
  /** A line above the heading: the section a feature belongs to. */
  kicker?: string;
  body: ReactNode;
}
