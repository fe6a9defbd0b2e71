import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useFaqStore } from '../../store/faq';
import { FaqSection } from './FaqSection';

afterEach(() => {
  document.body.innerHTML = '';
  useFaqStore.getState().reset();
});

it('keeps one answer open when the visitor opened two before the app took the page over (engines without <details name>: Chrome < 120, Firefox < 130, Safari < 17.2)', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<FaqSection />);
  document.body.append(container);
  const [first, , third] = container.querySelectorAll('details');
  if (!first || !third) throw new Error('no FAQ disclosures');
  // jsdom, like those engines, ignores the group's name: both stay open. Their
  // toggle events go by before the app listens, as on the prerendered page.
  const toggled = new Promise<void>((resolve) => {
    let count = 0;
    container.addEventListener('toggle', () => ++count === 2 && resolve(), true);
  });
  first.open = true;
  third.open = true;
  await toggled;

  await act(async () => {
    hydrateRoot(container, <FaqSection />);
  });

  await waitFor(() => expect(container.querySelectorAll('details[open]')).toHaveLength(1));
  expect(first).toHaveAttribute('open');
  expect(useFaqStore.getState().openId).toBe(first.dataset.faq);
});
