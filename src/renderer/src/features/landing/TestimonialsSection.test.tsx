import { act, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { fr } from '../../content/fr/site';
import { useLocaleStore } from '../../store/locale';
import { TestimonialsSection } from './TestimonialsSection';

afterEach(async () => {
  await act(() => useLocaleStore.getState().setLocale('en', { remember: false }));
});

// Review of 2026-11-26: the French testimonials stood between English quotation marks.
it('quotes each French testimonial between « », no-break spaces inside', async () => {
  await act(() => useLocaleStore.getState().setLocale('fr', { remember: false }));
  const { container } = render(<TestimonialsSection />);
  const quotes = [...container.querySelectorAll('blockquote')].map((quote) => quote.textContent);
  expect(quotes).toEqual(
    fr.landing.testimonials.items.map((item) => `«\u00a0${item.content}\u00a0»`),
  );
});
