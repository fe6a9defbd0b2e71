import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFER } from '../../content/offer';
import { siteCopies } from '../../content/siteCopies';
import { formatPrice } from '../../lib/format';
import { monthlyPrice } from '../../lib/offer';
import { useLocaleStore } from '../../store/locale';
import { renderApp } from '../../test/renderApp';

/** Whether `first` comes before `second` in the document. */
const precedes = (first: Element, second: Element): boolean =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the hero, a phone’s first screen', () => {
  it.each(['en', 'fr'] as const)(
    'in %s: the free line, the monthly price read from the offer and the store button, before the lead',
    async (locale) => {
      await useLocaleStore.getState().setLocale(locale, { remember: false });
      renderApp('/');
      const home = await screen.findByRole('region', { name: /Seconde/ });
      const { hero } = siteCopies[locale].landing;
      const price = formatPrice(monthlyPrice(OFFER.solo), locale);
      expect(price).toBe('650\u00a0FCFA');
      const priceLine = within(home).getByText((_, element) =>
        Boolean(element?.matches('p') && element.textContent?.includes(price)),
      );
      expect(priceLine.textContent).toMatch(/Solo/);
      const free = within(home).getByText(hero.free);
      const store = within(home).getByRole('link', { name: new RegExp(hero.storeButton) });
      const lead = within(home).getByText(hero.lead);
      for (const first of [free, priceLine, store]) expect(precedes(first, lead)).toBe(true);
      // The price lives in the offer, not in the copy.
      expect(hero.price).not.toMatch(/\d/);
    },
  );
});
