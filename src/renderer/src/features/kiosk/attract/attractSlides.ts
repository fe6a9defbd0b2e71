import examTips from '../../../assets/illustrations/exam-tips.svg';
import studyPlan from '../../../assets/illustrations/study-plan.svg';
import type { AttractSlideId } from '../../../content/types';

/** How long each slide stays; the cross-fade between two takes part of it (attract.scss). */
export const SLIDE_MS = 7000;

/**
 * The loop, in order: the app's correction screen, our own illustrations, then the price
 * as a figure. The store's QR code is beside every one of them (AttractScreen), not a slide.
 */
export const ATTRACT_SLIDES: readonly {
  id: Exclude<AttractSlideId, 'store'>;
  art: string | 'screen' | 'price';
}[] = [
  { id: 'lessons', art: 'screen' },
  { id: 'papers', art: examTips },
  { id: 'offline', art: studyPlan },
  { id: 'price', art: 'price' },
];
