import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

/** A page with a button that opens a dialog of two controls. */
function Page({
  onClose = () => undefined,
  returnFocus,
}: {
  onClose?: () => void;
  returnFocus?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const close = (): void => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      <Dialog
        show={open}
        onClose={close}
        title="Choose"
        returnFocus={returnFocus}
        closeLabel="Close"
        footer={
          <button type="button" onClick={close}>
            Done
          </button>
        }
      >
        <p>Body text</p>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose' });
  return { user, dialog };
}

describe('Dialog', () => {
  it('is named by its title, an h2', async () => {
    render(<Page />);
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent('Body text');
    expect(screen.getByRole('heading', { level: 2, name: 'Choose' })).toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Page />);
    const { user } = await openDialog();
    const done = screen.getByRole('button', { name: 'Done' });
    const cross = screen.getByRole('button', { name: 'Close' });
    done.focus();
    await user.tab();
    expect(cross).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes with its × button', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click on the backdrop around its content, not on one inside it', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText('Body text'));
    expect(onClose).not.toHaveBeenCalled();
    // The dialog element itself is what a click beside the content reaches.
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens with the browser's showModal where there is one, focus on the dialog itself", async () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
      configurable: true,
      value: showModal,
    });
    try {
      render(<Page />);
      const { dialog } = await openDialog();
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(showModal.mock.contexts[0]).toBe(dialog);
      expect(dialog.tagName).toBe('DIALOG');
      expect(dialog).not.toHaveClass('dialog-fallback');
      expect(dialog).toHaveFocus();
    } finally {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    }
  });

  it('opens where <dialog> has no showModal (Safari before 15.4, jsdom) by its open attribute and a backdrop class', async () => {
    expect(HTMLDialogElement.prototype.showModal).toBeUndefined();
    render(<Page />);
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveClass('modal', 'dialog-fallback');
    expect(dialog).toHaveFocus();
  });

  it('leaves focus alone on closing when told to', async () => {
    render(<Page returnFocus={false} />);
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open' })).not.toHaveFocus();
  });

  it('gives focus back when it is taken out of the page while open', async () => {
    function Host() {
      const [mounted, setMounted] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setMounted(true)}>
            Staff
          </button>
          {mounted && (
            <Dialog show onClose={() => setMounted(false)} title="Staff view">
              <button type="button" onClick={() => setMounted(false)}>
                Leave
              </button>
            </Dialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Staff' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Staff' })).toHaveFocus();
  });
});
