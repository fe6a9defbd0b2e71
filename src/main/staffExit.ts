import type { BrowserWindow, Dialog } from 'electron';

/** The staff exit's second step: a confirmation that defaults to staying. */
export async function confirmStaffExit(
  dialog: Pick<Dialog, 'showMessageBox'>,
  window: BrowserWindow,
  brand: string,
): Promise<boolean> {
  const { response } = await dialog.showMessageBox(window, {
    type: 'question',
    buttons: ['Stay in kiosk mode', 'Quit the kiosk'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
    title: 'Staff exit',
    message: `Quit the ${brand} kiosk?`,
    detail: 'Only staff should do this. The kiosk closes until it is started again.',
  });
  return response === 1;
}
