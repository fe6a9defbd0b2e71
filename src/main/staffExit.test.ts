import type { BrowserWindow, Dialog } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { confirmStaffExit } from './staffExit';

function fakeDialog(response: number) {
  const showMessageBox = vi.fn(() => Promise.resolve({ response, checkboxChecked: false }));
  return {
    dialog: { showMessageBox } as unknown as Pick<Dialog, 'showMessageBox'>,
    showMessageBox,
  };
}

describe('confirmStaffExit', () => {
  const window = {} as BrowserWindow;

  it('names the configured brand and defaults to staying', async () => {
    const { dialog, showMessageBox } = fakeDialog(0);
    await expect(confirmStaffExit(dialog, window, 'Test Brand')).resolves.toBe(false);
    const [, options] = showMessageBox.mock.calls[0] as unknown as [
      unknown,
      { message: string; defaultId: number; cancelId: number },
    ];
    expect(options.message).toBe('Quit the Test Brand kiosk?');
    expect(options.defaultId).toBe(0);
    expect(options.cancelId).toBe(0);
  });

  it('quits only on the second button', async () => {
    await expect(confirmStaffExit(fakeDialog(1).dialog, window, 'Lyceo')).resolves.toBe(true);
  });
});
