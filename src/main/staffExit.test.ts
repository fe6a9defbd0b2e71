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

// Issue 38, finding 3 (the shell): a native box left open over a kiosk had no end, and a
// visitor who came by could answer it.
describe('the staff box left unanswered', () => {
  it('closes itself after STAFF_BOX_MS as if cancelled: the kiosk stays', async () => {
    vi.useFakeTimers();
    try {
      const { STAFF_BOX_MS } = await import('./staffExit');
      const showMessageBox = vi.fn(
        (_window: unknown, options: { cancelId: number; signal?: AbortSignal }) =>
          new Promise<{ response: number; checkboxChecked: boolean }>((resolve) => {
            // Electron closes the box when the signal aborts, answering its cancelId.
            options.signal?.addEventListener('abort', () =>
              resolve({ response: options.cancelId, checkboxChecked: false }),
            );
          }),
      );
      const dialog = { showMessageBox } as unknown as Pick<Dialog, 'showMessageBox'>;
      let action: string | null = null;
      void askStaffAction(dialog, {} as BrowserWindow, 'Lyceo').then((chosen) => {
        action = chosen;
      });
      await vi.advanceTimersByTimeAsync(STAFF_BOX_MS - 1);
      expect(action).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(action).toBe('stay');
    } finally {
      vi.useRealTimers();
    }
  });
});
