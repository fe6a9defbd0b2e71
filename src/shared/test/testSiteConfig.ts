// Vitest setup: the build inlines __SITE_CONFIG__; tests get the same value (defaults).
import { parseKioskEvent, parseSiteConfig, parseStaffPin } from '../siteConfig';

(globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = parseSiteConfig({});
// The build inlines the year it runs in; tests pin one, so none depends on today's date.
(globalThis as { __BUILD_YEAR__?: unknown }).__BUILD_YEAR__ = 2025;
// Tests of the browser kiosk's staff view use this PIN (e2e builds use .env.e2e's).
(globalThis as { __STAFF_PIN__?: unknown }).__STAFF_PIN__ = parseStaffPin({
  VITE_STAFF_PIN: '2468',
});
// No default event, as in a build without VITE_KIOSK_EVENT.
(globalThis as { __KIOSK_EVENT__?: unknown }).__KIOSK_EVENT__ = parseKioskEvent({});
