import { useSyncExternalStore } from 'react';
import { site } from '../../config/site';
import { isAppleMobile } from '../../lib/appleDevice';
import { fill } from '../../lib/template';
import { useCopy } from '../../hooks/useCopy';

const subscribeToNothing = (): (() => void) => () => undefined;
const onAppleMobile = (): boolean => isAppleMobile(navigator);
const notYetKnown = (): boolean => false;

/**
 * "Android app, not on iPhone yet" under the hero's store button: a quiet line,
 * as prerendered, and a notice on an iPhone or iPad. The user agent is read
 * once React runs here: while hydrating it is the prerendered page's line, so
 * the markup matches, and then it changes.
 */
export function PlatformNote() {
  const { hero } = useCopy().landing;
  const apple = useSyncExternalStore(subscribeToNothing, onAppleMobile, notYetKnown);
  return (
    <p className={apple ? 'hero-platform hero-platform-apple' : 'hero-platform'}>
      {apple ? fill(hero.platformApple, { brand: site.brand }) : hero.platform}
    </p>
  );
}
