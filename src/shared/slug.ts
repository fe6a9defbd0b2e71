/**
 * The one shape of a name we accept from outside and pass on: a kiosk's event
 * (`event=`, `--event=`, `VITE_KIOSK_EVENT`), a kiosk's name, and every value
 * of Play's `referrer`. Lower case so Play's case-sensitive reports do not
 * split one fair in two; no `/`, `&`, `=` or `%`, so nothing needs encoding.
 */
export const SLUG = /^[a-z0-9-]{1,40}$/;

/** `value` when it is a slug, else null. */
export function slugOrNull(value: unknown): string | null {
  return typeof value === 'string' && SLUG.test(value) ? value : null;
}
