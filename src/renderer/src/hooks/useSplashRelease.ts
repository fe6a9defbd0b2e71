import { useEffect } from 'react';
import { releaseSplash, type SplashHold } from '../lib/splash';

/**
 * What the splash waits for is on screen (a deep link's view, a kiosk's attract
 * screen): it may go, at 2000 ms after navigation start at the earliest.
 * `ready` false: not yet (the landing page waits for the section it scrolls to).
 */
export function useSplashRelease(hold: SplashHold, ready = true): void {
  useEffect(() => {
    if (ready) releaseSplash(document, hold, performance.now());
  }, [hold, ready]);
}
