import type { BrowserWindow, Dialog } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { askStaffAction } from './staffExit';

function fakeDialog(response: number) {
  const showMessageBox = vi.fn(() => Promise.resolve({ response, checkboxChecked: false }));
  return {
    dialog: { showMessageBox } as unknown as Pick<Dialog, 'showMessageBox'>,
    showMessageBox,
  };
}

describe('askStaffAction', () => {
  const window = {} as BrowserWindow;

  it('names the configured brand and defaults to staying', async () => {
    const { dialog, showMessageBox } = fakeDialog(0);
    await expect(askStaffAction(dialog, window, 'Test Brand')).resolves.toBe('stay');
    const [, options] = showMessageBox.mock.calls[0] as unknown as [
      unknown,
      { message: string; defaultId: number; cancelId: number },
    ];
    expect(options.message).toBe('Quit the Test Brand kiosk, or see how it was used?');
    expect(options.defaultId).toBe(0);
    expect(options.cancelId).toBe(0);
  });

  it('quits on the second button and shows the usage counts on the third', async () => {
    await expect(askStaffAction(fakeDialog(1).dialog, window, 'Lyceo')).resolves.toBe('quit');
    await expect(askStaffAction(fakeDialog(2).dialog, window, 'Lyceo')).resolves.toBe('usage');
  });
});
