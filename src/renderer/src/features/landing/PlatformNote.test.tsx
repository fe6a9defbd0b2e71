import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { PlatformNote } from './PlatformNote';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The prerendered line, then the app taking it over in a browser that says `agent`. */
async function hydratedOn(agent: string): Promise<{ before: string; after: HTMLElement }> {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PlatformNote />);
  const before = container.textContent ?? '';
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, <PlatformNote />, { onRecoverableError: recoverable });
  });
  // A mismatch would make React throw the page's markup away and render it again.
  expect(recoverable).not.toHaveBeenCalled();
  return { before, after: container };
}

it('prerenders the quiet Android line, and turns it into a notice on an iPhone once hydrated', async () => {
  const { before, after } = await hydratedOn(IPHONE);
  expect(before).toBe('Android app, not on iPhone yet.');
  const note = after.querySelector('p');
  expect(note).toHaveClass('hero-platform-apple');
  expect(note).toHaveTextContent('On an iPhone or iPad? Lyceo is an Android app');
});

it('keeps the quiet line on an Android phone', async () => {
  const { after } = await hydratedOn(
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  );
  expect(after.querySelector('p')).not.toHaveClass('hero-platform-apple');
  expect(after).toHaveTextContent('Android app, not on iPhone yet.');
});
