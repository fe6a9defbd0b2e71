import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SavePdfButton } from './SavePdfButton';

// Issue 38, finding 3 (the shell): the sheet goes to Documents/<brand>, no folder dialog, so
// the button says where it went.
describe('Save poster as PDF (the shell)', () => {
  it('says where the sheet went once saved', async () => {
    render(<SavePdfButton save={() => Promise.resolve(true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save poster as PDF' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved in Documents › Lyceo.');
  });
});
