import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

it('is the first Tab stop and moves the keyboard to the main landmark, the route unchanged', async () => {
  window.location.hash = '#/console';
  render(
    <>
      <SkipLink />
      <a href="#/">Lyceo</a>
      <main id="main" tabIndex={-1}>
        <input aria-label="Search" />
      </main>
    </>,
  );
  const user = userEvent.setup();
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  expect(window.location.hash).toBe('#/console');
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
});
