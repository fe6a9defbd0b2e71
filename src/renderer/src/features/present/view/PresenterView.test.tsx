import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetUsageStore, useUsageStore } from '../../../store/usageStore';
import { openDeckSync, type DeckPlace } from '../deckSync';
import { startPresenter } from '../Presenter';

describe('the presenter view (S)', () => {
  let page: HTMLDivElement;
  beforeEach(() => {
    page = document.createElement('div');
    page.id = 'root';
    document.body.append(page);
    window.history.replaceState(null, '', '/?present=1&event=foire-2026&view=presenter#/');
  });
  afterEach(() => {
    page.remove();
    resetUsageStore();
    window.history.replaceState(null, '', '/');
  });

  it("follows the audience's deck with the notes, moves it back, and counts nothing", async () => {
    const heard: DeckPlace[] = [];
    let place: DeckPlace = { index: 2, blank: false, locale: 'en', startedAt: Date.now() - 65_000 };
    const deck = openDeckSync(
      (other) => heard.push(other),
      () => deck.tell(place),
    );
    const record = vi.spyOn(useUsageStore.getState(), 'record');
    await act(() => startPresenter());

    const view = await screen.findByRole('main', { name: 'Lyceo: presenter view' });
    await waitFor(() => expect(view).toHaveTextContent('Now · Slide 3 of 12'));
    expect(screen.getByText(/^Students share their own notes/)).toBeInTheDocument();
    expect(screen.getByText('Next')).toBeInTheDocument();
    expect(screen.getByText('Time since the start').nextElementSibling).toHaveTextContent(
      /^01:0\d$/,
    );

    // A key in the view moves the deck; the deck's next move moves the view.
    fireEvent.keyDown(window, { key: 'PageDown' });
    await waitFor(() => expect(heard.at(-1)).toMatchObject({ index: 3 }));
    place = { ...place, index: 7 };
    deck.tell(place);
    await waitFor(() => expect(view).toHaveTextContent('Now · Slide 8 of 12'));

    // The same presentation, not a second one.
    expect(record).not.toHaveBeenCalled();
    expect(useUsageStore.getState().counts.days).toEqual({});
    deck.close();
  });
});
