import { expect, type Locator, type Page } from '@playwright/test';

/** The e2e build's staff PIN (.env.e2e, read by `vite build --mode e2e`). */
export const STAFF_PIN = '2468';

/** Puts a finger down in the middle of the brand logo: held five seconds, it opens the PIN pad. */
export async function touchLogo(page: Page, logo: Locator): Promise<void> {
  const box = await logo.boundingBox();
  if (!box) throw new Error('no logo');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
}

/** The PIN pad the five-second press opens (the staff screens are their own lazy chunk). */
export async function staffPad(page: Page): Promise<Locator> {
  const pad = page.getByRole('dialog', { name: 'Staff access' });
  await expect(pad).toBeVisible({ timeout: 30_000 });
  return pad;
}

/** Types `pin` on the pad's keys, then Enter. */
export async function enterPin(pad: Locator, pin: string): Promise<void> {
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await pad.getByRole('button', { name: 'Enter' }).click();
}

/** Types the staff PIN on the pad; returns the usage view it opens. */
export async function unlockStaffView(page: Page, pad: Locator): Promise<Locator> {
  await enterPin(pad, STAFF_PIN);
  const view = page.getByRole('dialog', { name: 'Kiosk usage' });
  await expect(view).toBeVisible();
  return view;
}

/** Three wrong PINs in a row: the pad says so twice, then makes staff wait 30 s. */
export async function lockWithWrongPins(pad: Locator): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await enterPin(pad, '1111');
    await expect(pad.getByRole('alert')).toHaveText('Wrong PIN. Try again.');
  }
  await enterPin(pad, '1111');
  await expect(pad.getByRole('alert')).toHaveText('Too many wrong PINs. Try again in 30 s.');
  await expect(pad.getByRole('button', { name: 'Enter' })).toBeDisabled();
}
