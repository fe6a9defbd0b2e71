import { expect, test, type Page } from '@playwright/test';
import { emptyDayUsage } from '../src/shared/usageSchema';
import { dismissAttract, startKiosk, waitForAttract } from './helpers';
import { lockWithWrongPins, staffPad, touchLogo, unlockStaffView } from './staff';

/**
 * What a hostile review broke in the browser kiosk's counts and staff access
 * (issue 31): a clock that is behind, storage that is full or blocked, two
 * tabs of one kiosk. Browser behaviour, so a real Chromium on the real build.
 */

const USAGE_KEY = 'lyceo.kiosk.usage';

test.use({ reducedMotion: 'reduce' });

/** The kiosk's page under Playwright's fake clock at `time`, up to its attract loop. */
/** Sessions per stored day, as the browser kiosk stored them. */
const storedSessions = (page: Page): Promise<Record<string, number>> =>
  page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
      days?: Record<string, { sessions: number }>;
    } | null;
    return Object.fromEntries(
      Object.entries(stored?.days ?? {}).map(([day, usage]) => [day, usage.sessions]),
    );
  }, USAGE_KEY);

const total = (sessions: Record<string, number>): number =>
  Object.values(sessions).reduce((sum, count) => sum + count, 0);

/** Five seconds on the brand logo (the attract loop's, or the navbar's): the PIN pad. */
async function openPad(page: Page) {
  const attract = page.locator('.attract');
  const logo = (await attract.isVisible())
    ? attract.locator('.attract-brand')
    : page.locator('.navbar-brand');
  await touchLogo(page, logo);
  await page.clock.runFor(5_000);
  await page.mouse.up();
  return staffPad(page);
}

/** Fills this origin's localStorage to its quota before any of the page's code runs. */
async function fillStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let chunk = 'x'.repeat(1 << 20);
    for (let index = 0; chunk.length > 0; index += 1) {
      try {
        localStorage.setItem(`fill-${index}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
}

test('a kiosk whose clock is behind keeps every stored day, counts beside them, and staff are told the clock looks wrong', async ({
  page,
}) => {
  // Twenty days of a fair (210 sessions), then the kiosk boots with a dead clock battery.
  const days = Object.fromEntries(
    Array.from({ length: 20 }, (_, index) => [
      `2025-03-${String(index + 1).padStart(2, '0')}`,
      { ...emptyDayUsage(), sessions: 10 + (index % 2) },
    ]),
  );
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key ?? '') === null) localStorage.setItem(key ?? '', value ?? '');
    },
    [USAGE_KEY, JSON.stringify({ format: 1, days })],
  );
  await startKiosk(page, new Date(2010, 0, 1, 10));
  await dismissAttract(page);
  await expect.poll(async () => total(await storedSessions(page))).toBe(211);
  expect(Object.keys(await storedSessions(page))).toHaveLength(21);
  expect((await storedSessions(page))['2010-01-01']).toBe(1);

  const view = await unlockStaffView(page, await openPad(page));
  await expect(view.getByRole('alert')).toContainText(
    'This kiosk’s clock looks wrong: it says January 1, 2010, but counts are stored for later days (20, up to March 20, 2025).',
  );
  await expect(view.getByRole('combobox', { name: 'Day' }).getByRole('option')).toHaveCount(21);
});

test('with storage full, wrong PINs still make staff wait', async ({ page }) => {
  await fillStorage(page);
  await startKiosk(page, new Date(2025, 2, 14, 10));
  const pad = await openPad(page);
  await lockWithWrongPins(pad);
  // A new press on the logo gives no fresh tries either.
  await pad.getByRole('button', { name: 'Cancel' }).click();
  await expect(pad).toHaveCount(0);
  const again = await openPad(page);
  await expect(again.getByRole('alert')).toContainText('Too many wrong PINs.');
  await expect(again.getByRole('button', { name: 'Enter' })).toBeDisabled();
});

test('with storage full, the staff view warns that the counts will not survive a reload', async ({
  page,
}) => {
  await fillStorage(page);
  await startKiosk(page, new Date(2025, 2, 14, 10));
  await dismissAttract(page);
  const view = await unlockStaffView(page, await openPad(page));
  await expect(view.getByRole('alert')).toContainText(
    'These counts could not be saved on this kiosk (its storage is full or blocked): they will be lost when the page reloads.',
  );
  await expect(view.locator('.staff-verdict')).toContainText(/^1 visit ·/);
});

test('with localStorage blocked (it throws), the long press opens the PIN pad and the PIN the staff view', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await startKiosk(page, new Date(2025, 2, 14, 10));
  const view = await unlockStaffView(page, await openPad(page));
  await expect(view.getByRole('alert')).toContainText('These counts could not be saved');
  expect(errors).toEqual([]);
});

test('two kiosk tabs on one browser profile add up their counts instead of writing over each other', async ({
  context,
}) => {
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) await startKiosk(tab, new Date(2025, 2, 14, 10), '?kiosk=1&idle=15');
  // Five sessions in each tab, in turn: a touch starts one, the idle reset ends it.
  for (let round = 0; round < 5; round += 1) {
    for (const tab of tabs) {
      await tab.bringToFront();
      await dismissAttract(tab);
      await tab.clock.runFor(15_000);
      await expect(tab.getByRole('dialog', { name: 'Still there?' })).toBeVisible();
      await tab.clock.runFor(10_000);
      await waitForAttract(tab);
    }
  }
  await expect.poll(async () => total(await storedSessions(tabs[0] as Page))).toBe(10);
});
