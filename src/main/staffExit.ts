import type { BrowserWindow, Dialog } from 'electron';

export type StaffAction = 'stay' | 'quit' | 'usage';

/** Button order of the staff dialog; the first is the default and what Escape gives. */
const ACTIONS: readonly StaffAction[] = ['stay', 'quit', 'usage'];

/**
 * How long the staff box waits for an answer. Staff answer at once; a box left
 * open over a kiosk would be answered by whoever comes by (and blocks the kiosk).
 */
export const STAFF_BOX_MS = 60 * 1000;

/**
 * The staff chord's second step: quit, see the usage counts, or stay (the
 * default). Unanswered for STAFF_BOX_MS, the box closes as if cancelled: stay.
 */
export async function askStaffAction(
  dialog: Pick<Dialog, 'showMessageBox'>,
  window: BrowserWindow,
  brand: string,
): Promise<StaffAction> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), STAFF_BOX_MS);
  const { response } = await dialog
    .showMessageBox(window, {
      type: 'question',
      buttons: ['Stay in kiosk mode', 'Quit the kiosk', 'Show usage counts'],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
      title: 'Staff',
      message: `Quit the ${brand} kiosk, or see how it was used?`,
      detail:
        'Only staff should do this. Quitting closes the kiosk until it is started again; the usage counts open on the screen.',
      // Electron closes the box when this aborts (a parent window is given: macOS needs one).
      signal: timeout.signal,
    })
    .finally(() => clearTimeout(timer));
  return ACTIONS[response] ?? 'stay';
}
