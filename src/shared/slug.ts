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

/** A slug's longest length (SLUG). */
export const SLUG_MAX_LENGTH = 40;

/**
 * The slug a name as people write it would make ("Foire Yaoundé 2026" →
 * `foire-yaounde-2026`): lower case, accents stripped, every run of anything
 * else than a letter or digit one hyphen, clipped to the allowed length; null
 * when nothing is left. Offered, never applied unasked: staff see the name their
 * codes will carry.
 */
export function slugSuggestion(value: string): string | null {
  const suggestion = value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return SLUG.test(suggestion) ? suggestion : null;
}
