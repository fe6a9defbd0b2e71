import examTips from '../../../assets/illustrations/exam-tips.svg';
import gallery from '../../../assets/illustrations/gallery.svg';
import phone from '../../../assets/illustrations/phone.svg';
import studyPlan from '../../../assets/illustrations/study-plan.svg';
import type { FeatureId } from '../../../content/types';

/** What a slide shows of the app: the phone of the opening slide, or one feature. */
export type SlideScreen = 'phone' | FeatureId;

/**
 * Stand-ins for the app's own screens, our illustrations for now. When the
 * app's screens are drawn (components/AppScreen), this component's one line
 * becomes `<AppScreen screen={screen} />`: every slide that shows the app
 * goes through here.
 */
const STAND_INS: Record<SlideScreen, string> = {
  phone,
  workspace: phone,
  sharing: gallery,
  anywhere: studyPlan,
  organized: examTips,
};

/** The app on a slide; `alt` empty when the slide's words already say it all. */
export function SlideArt({ screen, alt }: { screen: SlideScreen; alt: string }) {
  return <img src={STAND_INS[screen]} alt={alt} className="present-art" />;
}
