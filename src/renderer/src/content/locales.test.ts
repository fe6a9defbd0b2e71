import { describe, expect, it } from 'vitest';
import { LANGUAGE_PAGE_FOLDERS } from '@shared/webApp';
import { LOCALES, localePagePath } from './locales';

describe('the language pages the service worker precaches', () => {
  it('are one folder for each language of the site, from its list of languages', () => {
    expect(LANGUAGE_PAGE_FOLDERS).toEqual(LOCALES.map(localePagePath));
  });
});
