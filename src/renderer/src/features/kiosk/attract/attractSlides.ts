import examTips from '../../../assets/illustrations/exam-tips.svg';
import studyPlan from '../../../assets/illustrations/study-plan.svg';
import type { AttractSlideId } from '../../../content/types';

/** How long each slide stays; the cross-fade between two takes part of it (attract.scss). */
export const SLIDE_MS = 7000;

/**
 * The loop, in order: the app's correction screen, our own illustrations, the price as a
 * figure, then the store's QR code.
 */
export const ATTRACT_SLIDES: readonly {
  id: AttractSlideId;
  art: string | 'screen' | 'price' | 'qr';
}[] = [
  { id: 'lessons', art: 'screen' },
  { id: 'papers', art: examTips },
  { id: 'offline', art: studyPlan },
  { id: 'price', art: 'price' },
  { id: 'store', art: 'qr' },
];
