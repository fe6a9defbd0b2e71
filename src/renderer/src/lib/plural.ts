import type { Locale, PluralForms } from '../content/types';

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * The form of `forms` the language uses for `count`: French says "0 document
 * affiché" and "2 documents affichés", English "1 digit" and "0 digits".
 * Categories a language has beyond one and other fall back to other.
 */
export function plural(forms: PluralForms, count: number, locale: Locale): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count) === 'one' ? forms.one : forms.other;
}
