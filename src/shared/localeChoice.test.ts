import { describe, expect, it } from 'vitest';
import { localeInSearch } from './localeChoice';

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
