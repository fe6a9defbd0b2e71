import { describe, expect, it } from 'vitest';
import { localeChoiceIn, localeChoiceMessage, localeInSearch } from './localeChoice';

describe('a language named in the address', () => {
  it("is read when it is one of the site's languages, beside other parameters", () => {
    expect(localeInSearch('?lang=en')).toBe('en');
    expect(localeInSearch('?event=foire-2026&lang=fr')).toBe('fr');
    for (const search of [
      '',
      '?lang=de',
      '?lang=FR',
      '?lang=',
      '?lang=%3Cscript%3E',
      '?language=fr',
    ])
      expect(localeInSearch(search), search).toBeNull();
  });
});

describe('the message that tells the service worker the visitor’s choice', () => {
  it('carries a language of the site, or none (forgotten), and nothing else is read as one', () => {
    expect(localeChoiceIn(localeChoiceMessage('fr'))).toBe('fr');
    expect(localeChoiceIn(localeChoiceMessage(null))).toBeNull();
    const { type } = localeChoiceMessage('en');
    for (const data of [{ type, locale: 'de' }, { type }, { type: 'SKIP_WAITING' }, null, 'fr'])
      expect(localeChoiceIn(data), JSON.stringify(data)).toBeUndefined();
  });
});
