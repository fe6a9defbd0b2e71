import type { BrowserWindow, Dialog } from 'electron';

export type StaffAction = 'stay' | 'quit' | 'usage';

/** Button order of the staff dialog; the first is the default and what Escape gives. */
const ACTIONS: readonly StaffAction[] = ['stay', 'quit', 'usage'];

/** The staff chord's second step: quit, see the usage counts, or stay (the default). */
export async function askStaffAction(
  dialog: Pick<Dialog, 'showMessageBox'>,
  window: BrowserWindow,
  brand: string,
): Promise<StaffAction> {
  const { response } = await dialog.showMessageBox(window, {
    type: 'question',
    buttons: ['Stay in kiosk mode', 'Quit the kiosk', 'Show usage counts'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
    title: 'Staff',
    message: `Quit the ${brand} kiosk, or see how it was used?`,
    detail:
      'Only staff should do this. Quitting closes the kiosk until it is started again; the usage counts open on the screen.',
  });
  return ACTIONS[response] ?? 'stay';
}
