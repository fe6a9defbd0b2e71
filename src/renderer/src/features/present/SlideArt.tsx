import { AppScreen } from '../../components/appScreens/AppScreen';
import type { AppScreenId, FeatureId } from '../../content/types';

/** What a slide shows of the app: the phone of the opening slide, or one feature. */
export type SlideScreen = 'phone' | FeatureId;

/** The app's own screen that shows each: the work a student does in it, offline too. */
const SCREENS: Record<SlideScreen, AppScreenId> = {
  phone: 'correction',
  workspace: 'quiz',
  sharing: 'documents',
  anywhere: 'documents',
  organized: 'correction',
};

/**
 * The app on a slide: one of its real screens (components/appScreens), in the
 * deck's language, named for what it shows. Every slide that shows the app goes
 * through here.
 */
export function SlideArt({ screen }: { screen: SlideScreen }) {
  return <AppScreen screen={SCREENS[screen]} className="present-art" />;
}
