import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legalCopies } from '../../content/legal';
import { LOCALES } from '../../content/locales';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_STORAGE_KEY,
} from '../../lib/preferredLocale';
import { LegalDocument } from './LegalDocument';

/*
 * The privacy notice once said "no cookies" while the language switch set one:
 * the notice must name what the code stores, as the code names it.
 */
const DAY_S = 86_400;
const dayWord = { en: 'days', fr: 'jours' } as const;

describe.each(LOCALES)('the privacy notice in %s', (locale) => {
  function noticeText(): string {
    const { container } = render(
      <LegalDocument
        page="privacy"
        locale={locale}
        copy={legalCopies[locale].privacy}
        values={{ brand: 'Lyceo', email: 'hello@example.org' }}
      />,
    );
    return container.textContent ?? '';
  }

  it('names the language cookie and how long it lasts', () => {
    const text = noticeText();
    expect(text).toMatch(new RegExp(`[“«]\\s?${LOCALE_COOKIE}\\s?[”»]`));
    expect(text).toContain(`${LOCALE_COOKIE_MAX_AGE_S / DAY_S} ${dayWord[locale]}`);
  });

  it('names the local storage that keeps the language', () => {
    expect(noticeText()).toContain(LOCALE_STORAGE_KEY);
  });

  it('no longer claims the site sets no cookies', () => {
    expect(noticeText()).not.toMatch(/no cookies|aucun cookie/i);
  });
});
