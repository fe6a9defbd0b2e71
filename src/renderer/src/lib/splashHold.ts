import { routePathOfHash } from '@shared/routes';
import { isLandingHash } from './landingHash';
import type { SplashHold } from './splash';

/**
 * What a page shows first decides the hold: a kiosk its attract screen, any
 * page that is not the prerendered landing page (at its top or a section's
 * plain anchor, lib/landingHash.ts) its own view.
 */
export function splashHoldAtStart(start: {
  prerendered: boolean;
  kiosk: boolean;
  hash: string;
}): SplashHold | null {
  if (start.kiosk) return 'kiosk';
  if (!start.prerendered || !isLandingHash(start.hash)) return 'view';
  return null;
}

/**
 * Whether the view a deep link opens replaces the prerendered landing page
 * (`#/console`, `#/nowhere`) rather than showing it at a section (`#/#pricing`,
 * `#/`): its route is not the landing page's `/`.
 */
export function replacesLanding(hash: string): boolean {
  const path = routePathOfHash(hash);
  return path !== '' && path !== '/' && !isLandingHash(hash);
}
