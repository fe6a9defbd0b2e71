import { expect, test, type Page } from './fixtures';
import { dismissAttract, skipSplash, waitForAttract } from './helpers';

// Visitor sessions on Playwright's fake clock, with the page's CPU slowed
// four times (a loaded machine): each visitor would tap "I'm still here" as the
// countdown ends, the tap landing just after the reset, as a busy kiosk
// delivers it (armLateStay). That late "stay", on a warning still fading out,
// once restarted the stopped idle timer: the warning then counted down over the
// attract loop, touches went unanswered and event listeners piled up. The
// warning now leaves in the frame the loop comes, so there is nothing left to
// tap; every session checks that moment, so `npm test`
// runs 2 of them (the bug shows in the first; the second is measured against the
// first's listener count; 20 took 150 s of a 10-minute suite); `npm run test:soak`
// runs 200 (KIOSK_SESSIONS sets any other number) for the slow leaks. Desktop project only.

test.use({ reducedMotion: 'reduce' });

const SESSIONS = sessionCount(process.env.KIOSK_SESSIONS);
/** After this many sessions everything a kiosk keeps has been created once: the listener count's baseline. */
const WARM_UP = Math.max(1, Math.min(20, Math.floor(SESSIONS / 4)));
/** Room for listeners of a node the collector has not reached yet; a leak grows with every session. */
const LISTENER_SLACK = 30;
const ROUTE_LINKS = ['Document Console', 'Educational Videos', 'Privacy Policy'] as const;

/** KIOSK_SESSIONS as a whole number of sessions, 2 to 10,000; 2 when unset. */
function sessionCount(value: string | undefined): number {
  if (value === undefined || value === '') return 2;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 2 || count > 10_000) {
    throw new Error(`KIOSK_SESSIONS="${value}": expected a whole number from 2 to 10000.`);
  }
  return count;
}

type LateStay = Window & { lateStay?: 'waiting' | 'warning left' | 'warning still there' };

/**
 * Looks for "I'm still here" the moment the reset brings the attract loop back,
 * and clicks it if it is there: the late tap a loaded kiosk delivers, exactly,
 * which real input cannot time to the frame. The warning must already be gone:
 * it leaves in the frame the loop comes (a Bootstrap modal used to fade out
 * over it, and a late tap on it started the idle timer again over the loop).
 */
async function armLateStay(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = window as LateStay;
    target.lateStay = 'waiting';
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.attract')) return;
      observer.disconnect();
      const stay = [...document.querySelectorAll<HTMLButtonElement>('dialog button')].find(
        (button) => button.textContent?.includes('still here'),
      );
      target.lateStay = stay === undefined ? 'warning left' : 'warning still there';
      stay?.click();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** JavaScript event listeners alive in the page, after a garbage collection. */
async function listenerCount(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  await cdp.detach();
  return jsEventListeners;
}

test(`${SESSIONS} visitor sessions on a loaded kiosk: each touch answered, no warning over the attract loop, listeners flat`, async ({
  page,
}) => {
  // About 4 s a session on a loaded 2-core machine, with room to spare.
  test.setTimeout(60_000 + SESSIONS * 10_000); // eng-disable DANGEROUS_FUNCTIONS_JS_CHECK (a test time limit, not an eval)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await skipSplash(page, './?kiosk=1&idle=15#/', new Date(2025, 2, 14, 10, 0, 0));
  await waitForAttract(page);

  // From here only runFor moves time: each step below lands on an exact moment.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  const warning = page.getByRole('dialog', { name: 'Still there?' });
  let baseline = 0;
  for (let session = 1; session <= SESSIONS; session += 1) {
    // A visitor's touch is answered: the attract loop gives way.
    await dismissAttract(page);
    await expect(warning, `session ${session}`).toHaveCount(0);
    // The console first: the heaviest route, in the two sessions `npm test` runs.
    const route = ROUTE_LINKS[(session - 1) % ROUTE_LINKS.length] ?? ROUTE_LINKS[0];
    await page.getByRole('contentinfo').getByRole('link', { name: route }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Left alone: the warning, then the reset. A busy kiosk delivers the
    // visitor's tap on "I'm still here" only after the reset has run: the tap
    // lands in the same frame as the attract loop, where the warning is gone.
    await armLateStay(page);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(5_000);
          return page.locator('.attract').isVisible();
        },
        { message: `session ${session}: the reset`, timeout: 60_000 },
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as LateStay).lateStay), `session ${session}`).toBe(
      'warning left',
    );
    await expect(page).toHaveURL(/#\/$/);
    // The attract loop waits without a warning: no idle timer may be left running
    // (a warning lasts 10 s, so 5 s steps over 30 s would see one).
    for (let step = 0; step < 6; step += 1) {
      await page.clock.runFor(5_000);
      await expect(page.locator('.attract')).toBeVisible();
      await expect(warning, `session ${session}, ${step * 5 + 5} s after the reset`).toHaveCount(0);
    }
    if (session === WARM_UP) baseline = await listenerCount(page);
  }

  expect(baseline).toBeGreaterThan(0);
  expect(await listenerCount(page)).toBeLessThanOrEqual(baseline + LISTENER_SLACK);
});
