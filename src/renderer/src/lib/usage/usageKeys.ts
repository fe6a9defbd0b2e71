import { SITE_ROUTES } from '@shared/routes';
import { ON_SCREEN_PLACES } from '@shared/shortStoreLink';
import { STORE_REACH, type UsageTally } from '@shared/usageSchema';
import { englishCopy, LOCALES, SECTION_IDS } from '../../content';
import { SLIDE_IDS } from '../../content/slides';
import type { LinkKind } from '@shared/linkKind';

/**
 * What the kiosk counts, each a fixed list: a day's counts cannot grow past
 * these keys, whatever the traffic. A record makes the compiler list every
 * QR kind; routes come from src/shared/routes.ts, landing sections from
 * content/locales.ts, FAQ questions from the content.
 */
const QR_KINDS: Record<LinkKind, true> = {
  store: true,
  whatsapp: true,
  email: true,
  social: true,
  blog: true,
  video: true,
  other: true,
};

/** The site's routes; anything else (the not-found view, the print view) counts as `other`. */
const USAGE_ROUTES: readonly string[] = SITE_ROUTES;
const OTHER_ROUTE = 'other';

export const USAGE_KEYS: Record<UsageTally, readonly string[]> = {
  languages: LOCALES,
  routes: [...USAGE_ROUTES, OTHER_ROUTE],
  sections: SECTION_IDS,
  qr: Object.keys(QR_KINDS),
  faq: englishCopy.landing.faq.items.map((item) => item.id),
  shown: Object.values(ON_SCREEN_PLACES),
  reached: STORE_REACH,
};

/** A presentation's slides: the keys of its `slides` and `slideSeconds` counters. */
export const SLIDE_KEYS: readonly string[] = SLIDE_IDS;

/** The route a pathname counts as. */
export function routeKey(pathname: string): string {
  return USAGE_ROUTES.includes(pathname) ? pathname : OTHER_ROUTE;
}
