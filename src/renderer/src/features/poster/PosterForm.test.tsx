import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PosterForm } from './PosterForm';
import { readPosterParams } from './posterParams';

/** The address the form writes, shown to the test. */
function Address() {
  const { search } = useLocation();
  return <span data-testid="address">{search}</span>;
}

function Form() {
  const [search] = useSearchParams();
  return (
    <>
      <PosterForm params={readPosterParams(search)}>{null}</PosterForm>
      <Address />
    </>
  );
}

const openAt = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/poster${search}`]}>
      <Form />
    </MemoryRouter>,
  );

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

describe('PosterForm', () => {
  it('shows an event the address gave as a fair writes it with the name that works, one press away', async () => {
    openAt('?event=Foire%20Yaound%C3%A9%202026&sheet=flyers');
    expect(screen.getByRole('textbox', { name: 'Event' })).toHaveValue('Foire Yaoundé 2026');
    expect(screen.getByRole('status')).toHaveTextContent(
      '“Foire Yaoundé 2026” would not work as an event name; foire-yaounde-2026 would.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use foire-yaounde-2026' }));
    expect(address().get('event')).toBe('foire-yaounde-2026');
    // The rest of the address as it was.
    expect(address().get('sheet')).toBe('flyers');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('writes event, stand and date into the address, and an emptied field out of it', async () => {
    openAt('?event=salon-2026&stand=A1');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Stand' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Stand' }), 'B12');
    const date = screen.getByLabelText('Date');
    await userEvent.type(date, '2026-03-14');
    await userEvent.click(screen.getByRole('button', { name: 'Update the sheet' }));
    expect(Object.fromEntries(address())).toEqual({
      event: 'salon-2026',
      stand: 'B12',
      date: '2026-03-14',
    });
    await userEvent.clear(screen.getByRole('textbox', { name: 'Stand' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update the sheet' }));
    expect(address().has('stand')).toBe(false);
  });

  it('labels every field and ties each to its hint', () => {
    openAt('');
    for (const name of ['Event', 'Stand']) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toHaveAccessibleDescription(/.+/);
    }
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(/fair’s day/);
    expect(screen.getByRole('form', { name: 'Your fair on the sheet' })).toBeInTheDocument();
  });
});
