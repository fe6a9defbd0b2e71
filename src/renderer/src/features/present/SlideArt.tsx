import { AppScreen } from '../../components/appScreens/AppScreen';
import type { AppScreenId, FeatureId } from '../../content/types';

/**
 * The app's own screen that shows each feature, one each: the work a student
 * does in it, offline too. The opening slide shows none (it was the
 * correction's phone, which the organized-learning slide shows).
 */
const SCREENS: Record<FeatureId, AppScreenId> = {
  workspace: 'quiz',
  sharing: 'sharing',
  anywhere: 'documents',
  organized: 'correction',
};

/**
 * The app on a slide: one of its real screens (components/appScreens), in the
 * deck's language, named for what it shows. Every slide that shows the app goes
 * through here.
 */
export function SlideArt({ screen }: { screen: FeatureId }) {
  return <AppScreen screen={SCREENS[screen]} className="present-art" />;
}
