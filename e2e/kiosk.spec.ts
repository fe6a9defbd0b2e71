import { expect, test, type Locator, type Page } from './fixtures';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { SAMPLE_DOCUMENTS } from '../src/renderer/src/content/documents';
import { en } from '../src/renderer/src/content/en/site';
import {
  axeViolations,
  BOTH_VIEWPORTS,
  dismissAttract,
  openRoute,
  pauseClock,
  scrolling,
  skipSplash,
  waitForAttract,
} from './helpers';

test.use({ reducedMotion: 'reduce' });

async function decodeQr(qr: Locator): Promise<string | null> {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/**
 * What a phone at arm's length sees of the whole screen: a screenshot shrunk to a
 * quarter of its width and height (each pixel the mean of a 4×4 block), read by jsQR.
 */
async function decodeScreenAtQuarter(page: Page): Promise<string | null> {
  const full = PNG.sync.read(await page.screenshot());
  const [width, height] = [Math.floor(full.width / 4), Math.floor(full.height / 4)];
  const small = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      for (let channel = 0; channel < 4; channel += 1) {
        let sum = 0;
        for (let dy = 0; dy < 4; dy += 1)
          for (let dx = 0; dx < 4; dx += 1)
            sum += full.data[((y * 4 + dy) * full.width + x * 4 + dx) * 4 + channel] ?? 0;
        small[(y * width + x) * 4 + channel] = sum / 16;
      }
    }
  }
  return jsQR(small, width, height)?.data ?? null;
}

/** What Google Play reads from a store URL: its referrer, decoded once, as utm pairs. */
function playReferrer(url: string | null): Record<string, string> | null {
  const referrer = url === null ? null : new URL(url).searchParams.get('referrer');
  return referrer === null ? null : Object.fromEntries(new URLSearchParams(referrer));
}

/**
 * Where the host (nginx, the build's site.conf) sends a short store address a kiosk's
 * permanent code holds (`k/a/<event>`, `k/h`): the store link's tags, as Play reads them.
 */
async function shortAddressTags(
  page: Page,
  url: string | null,
): Promise<Record<string, string> | null> {
  expect(url).toMatch(/^https:\/\/lyceo\.cm\/k\//);
  const reply = await page.request.get(`.${new URL(url ?? '').pathname}`, { maxRedirects: 0 });
  expect(reply.status()).toBe(302);
  return playReferrer(reply.headers()['location'] ?? null);
}

/** Opens the app in kiosk mode under Playwright's fake clock and lets the splash go. */
async function openKiosk(page: Page, route = '/', query = '?kiosk=1') {
  await skipSplash(page, `./${query}#${route}`);
  await expect(page.locator('html')).toHaveClass(/kiosk/);
  // The kiosk layer (and its idle timer) mounts whenever its chunk arrives, on the
  // fake clock or not; an input restarts the timer, so the delays count from here.
  await dismissAttract(page);
  await page.mouse.move(1, 1);
}

test.describe('idle reset', () => {
  test('nothing happens while the visitor is active', async ({ page }) => {
    await openKiosk(page, '/console');
    await page.getByRole('combobox', { name: 'Year' }).selectOption('2024');
    for (let i = 0; i < 6; i += 1) {
      await page.clock.runFor(60_000);
      await page.mouse.move(100 + i * 10, 300);
    }
    await expect(page.getByText('Still there?')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/console$/);
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2024');
  });

  test('warns at 90 s, and at 100 s everything is back to the start', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    await openKiosk(page, '/');
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await page.locator('#faq').getByText('Is the app free?', { exact: true }).click();
    if (phone) await page.locator('.navbar-toggler').click();
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('link', { name: 'Console de documents' }).click();
    await page.getByRole('combobox', { name: 'Matière' }).selectOption('Physics');
    await page.getByRole('searchbox').fill('probatoire');
    if (phone) await page.locator('.navbar-toggler').click();

    await pauseClock(page);
    await page.mouse.move(2, 2);
    await page.clock.runFor(89_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(1_000);
    const warning = page.getByRole('dialog', { name: 'Toujours là ?' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('10 s');
    await page.clock.resume(); // axe-core schedules its work on timers, in a page of its own
    expect(await axeViolations(page)).toEqual([]);
    await page.clock.runFor(10_000);

    await expect(page).toHaveURL(/\?kiosk=1#\/$/);
    await dismissAttract(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#main-menu')).not.toHaveClass(/show/);
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect(page.locator('#faq .accordion-body')).toHaveCount(en.landing.faq.items.length);
    for (const answer of await page.locator('#faq .accordion-body').all())
      await expect(answer).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Document Console' }).click();
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
    await expect(page.getByRole('searchbox')).toHaveValue('');
    await expect(page.locator('tbody tr')).toHaveCount(SAMPLE_DOCUMENTS.length);
  });

  test('a mouse moving to the warning leaves it up; its click dismisses it and opens nothing beneath (R5-08)', async ({
    page,
  }) => {
    await openKiosk(page, '/');
    // What the reviewer's click landed on once a move had closed the warning.
    const beneath = page.getByRole('link', { name: 'See sample exam papers' });
    await beneath.evaluate((link) => link.scrollIntoView({ block: 'center' }));
    const box = await beneath.boundingBox();
    const [x, y] = [(box?.x ?? 0) + 5, (box?.y ?? 0) + 5];
    await page.clock.runFor(92_000);
    const warning = page.getByRole('dialog', { name: 'Still there?' });
    await expect(warning).toBeVisible();
    await page.mouse.move(x, y, { steps: 5 });
    await expect(warning).toBeVisible();
    await page.mouse.click(x, y);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/$/);
    // The click answered the warning: the full idle period again, no reset.
    await page.clock.runFor(30_000);
    await expect(page.locator('.attract')).toHaveCount(0);
  });

  test('idle= sets the delay', async ({ page }) => {
    await openKiosk(page, '/videos', '?kiosk=1&idle=30');
    await pauseClock(page);
    await page.mouse.move(2, 2);
    await page.clock.runFor(29_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(page.getByRole('dialog', { name: 'Still there?' })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/#\/$/);
  });
});

/**
 * What the next visitor must find after an idle reset, whatever the last one left:
 * the top of `/`, focus on no control of the page (the attract loop's prompt
 * takes it, as on the kiosk's first start), nothing open.
 */
async function expectFreshStart(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\?kiosk=1&idle=15#\/$/);
  await expect(page.locator('dialog')).toHaveCount(0);
  // Nothing late may open one or move focus: let every timer run.
  await page.clock.runFor(1_000);
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(page.locator('#main-menu')).not.toHaveClass(/show/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const landing = await page.evaluate(() => ({
    scrollY: window.scrollY,
    focus:
      document.activeElement === null || document.activeElement === document.body
        ? 'document'
        : document.activeElement.id || document.activeElement.outerHTML.slice(0, 80),
  }));
  expect(landing).toEqual({ scrollY: 0, focus: 'attract-prompt' });
}

/** Lets the idle delay (15 s) and the "Still there?" countdown (10 s) run out. */
async function leaveIdle(page: Page): Promise<void> {
  await page.clock.runFor(15_000);
  await expect(
    page.getByRole('dialog', { name: /^(Still there\?|Toujours là\s\?)$/ }),
  ).toBeVisible();
  await page.clock.runFor(10_000);
}

test.describe('the idle reset starts over', BOTH_VIEWPORTS, () => {
  const footerLink = (page: Page, name: string | RegExp): Locator =>
    page.getByRole('contentinfo').getByRole('link', { name });

  /** The next visitor's touch on the attract loop, then the idle delay counts from a still pointer. */
  async function nextVisitor(page: Page): Promise<void> {
    await dismissAttract(page);
    await page.mouse.move(1, 1);
  }

  // One kiosk for four visitors in a row, as at a fair: each leaves it in another state, and each
  // reset must give the next one a fresh start (one kiosk start instead of four).
  test('after a footer link, a QR dialog left open, a QR dialog closed, and the menu left open', async ({
    page,
  }, testInfo) => {
    await openKiosk(page, '/', '?kiosk=1&idle=15');

    await test.step('after a footer link', async () => {
      const privacy = footerLink(page, 'Privacy Policy');
      await scrolling(page, () => privacy.scrollIntoViewIfNeeded());
      // The new route starts at the top: a scroll too.
      await scrolling(page, () => privacy.click());
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await leaveIdle(page);
      await expectFreshStart(page);
    });

    await test.step('after a QR dialog opened from the footer and left open', async () => {
      await nextVisitor(page);
      const whatsapp = footerLink(page, /Chat on WhatsApp/);
      await scrolling(page, () => whatsapp.scrollIntoViewIfNeeded());
      await whatsapp.click();
      await expect(page.getByRole('dialog', { name: /WhatsApp/ })).toBeVisible();
      await leaveIdle(page);
      await expectFreshStart(page);
    });

    await test.step('after a QR dialog opened from the footer and closed', async () => {
      await nextVisitor(page);
      const whatsapp = footerLink(page, /Chat on WhatsApp/);
      await scrolling(page, () => whatsapp.scrollIntoViewIfNeeded());
      await whatsapp.click();
      const dialog = page.getByRole('dialog', { name: /WhatsApp/ });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(page.locator('.modal')).toHaveCount(0);
      await expect(whatsapp).toBeFocused(); // a visitor who closes a dialog gets their place back
      await leaveIdle(page);
      await expectFreshStart(page);
    });

    await test.step('after the menu was left open', async () => {
      await nextVisitor(page);
      // Below the lg breakpoint the menu collapses behind its toggle; above, it is always shown.
      if (testInfo.project.name === 'phone') {
        await page.locator('.navbar-toggler').click();
        await expect(page.locator('#main-menu')).toHaveClass(/show/);
      }
      await page.getByRole('link', { name: 'Français' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await leaveIdle(page);
      await expectFreshStart(page);
    });
  });

  test('after scrolling deep into /console', async ({ page }) => {
    await openKiosk(page, '/console', '?kiosk=1&idle=15');
    await page.getByRole('searchbox').fill('probatoire');
    await scrolling(page, () => page.getByRole('contentinfo').scrollIntoViewIfNeeded());
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await leaveIdle(page);
    await expectFreshStart(page);
    await dismissAttract(page); // the next visitor's touch
    await footerLink(page, 'Document Console').click();
    await expect(page.getByRole('searchbox')).toHaveValue('');
  });
});

test.describe('QR handoff', () => {
  const cases: [string, string, (page: Page) => Locator, string][] = [
    [
      'store (hero)',
      '/',
      (p) => p.locator('#home').getByRole('link', { name: /Get it on Google Play/ }),
      'Scan to get the app on your phone',
    ],
    [
      'blog',
      '/',
      (p) => p.locator('#home').getByRole('link', { name: /Read our articles/ }),
      'Scan to read our articles on your phone',
    ],
    [
      // From the top of `/`, not a deep link to #articles, whose landing scroll could still move
      // the link under the click.
      'article',
      '/',
      (p) => p.locator('#articles').getByRole('link').first(),
      'Scan to read our articles on your phone',
    ],
    [
      'WhatsApp',
      '/videos',
      (p) => p.getByRole('link', { name: /Chat on WhatsApp/ }),
      'Scan to chat with us on WhatsApp',
    ],
    [
      'mailto',
      '/videos',
      (p) => p.getByRole('link', { name: 'contact@lyceo.cm' }),
      'Scan to write to us from your phone',
    ],
    [
      'social',
      '/videos',
      (p) => p.getByRole('link', { name: /Lyceo on TikTok/ }),
      'Scan to follow us on your phone',
    ],
    [
      // Each sample card opens its own video: the dialog says so, not "follow us".
      'video card',
      '/videos',
      (p) => p.getByRole('article').first().getByRole('link'),
      'Scan to watch this video on your phone',
    ],
  ];

  // One kiosk start a route: each link is its own step, from the same page.
  for (const route of ['/', '/videos']) {
    test(`on ${route}, each outbound link shows a QR of exactly its URL, and nothing opens`, async ({
      page,
      context,
    }) => {
      const opened: string[] = [];
      context.on('page', (extra) => opened.push(extra.url()));
      await openRoute(page, route, '?kiosk=1');
      if (route === '/') {
        await test.step('the hero shows a permanent QR for the store', async () => {
          const qr = page.locator('#home svg.qr-code');
          await expect(qr).toBeVisible();
          // A short address on the site (a version-4 code), which the host sends to the store.
          expect(await decodeQr(qr)).toBe('https://lyceo.cm/k/h');
          expect(await shortAddressTags(page, 'https://lyceo.cm/k/h')).toEqual({
            utm_source: 'kiosk',
            utm_medium: 'qr',
            utm_content: 'hero-qr',
          });
        });
      }
      for (const [kind, , link, title] of cases.filter((entry) => entry[1] === route)) {
        await test.step(`${kind} link shows a QR of exactly its URL, and nothing opens`, async () => {
          const target = link(page);
          await target.scrollIntoViewIfNeeded();
          const href = await target.getAttribute('href');
          const before = page.url();
          await target.click();
          const dialog = page.getByRole('dialog', { name: title });
          await expect(dialog).toBeVisible();
          await expect(dialog.getByText('Open on this screen')).toHaveCount(0); // only in the Electron shell
          // A store link at a kiosk: the short address of the store dialog (place d).
          expect(await decodeQr(dialog.locator('svg.qr-code'))).toBe(
            kind.startsWith('store') ? 'https://lyceo.cm/k/d' : href,
          );
          expect(page.url()).toBe(before);
          expect(opened).toEqual([]);
          if (kind === 'store (hero)') {
            // The dialog traps focus.
            for (let i = 0; i < 5; i += 1) {
              await page.keyboard.press('Tab');
              expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
            }
          }
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        });
      }
      if (route === '/') {
        // Last: axe finishes its run in a blank page of its own, which the steps above would
        // count as a page a link opened.
        await test.step("the store's dialog has no accessibility violation", async () => {
          await page
            .locator('#home')
            .getByRole('link', { name: /Get it on Google Play/ })
            .click();
          await expect(
            page.getByRole('dialog', { name: 'Scan to get the app on your phone' }),
          ).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }

  const clicks: Array<[what: string, options: Parameters<Locator['click']>[0]]> = [
    ['a middle click', { button: 'middle' }],
    ['a right click', { button: 'right' }],
    ['a Ctrl+click', { modifiers: ['ControlOrMeta'] }],
    ['a Shift+click', { modifiers: ['Shift'] }],
    ['an Alt+click', { modifiers: ['Alt'] }],
  ];
  // One kiosk start for the five: each click is its own step, from the landing page.
  test('a middle, right, Ctrl, Shift or Alt click on a link gets the same QR hand-off as a click, and nothing opens', async ({
    page,
    context,
  }) => {
    const opened: string[] = [];
    context.on('page', (extra) => opened.push(extra.url()));
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.url()));
    await openRoute(page, '/', '?kiosk=1');
    for (const [what, options] of clicks) {
      await test.step(what, async () => {
        await page.evaluate(() => (window.location.hash = '#/'));
        const store = page.locator('#home').getByRole('link', { name: /Get it on Google Play/ });
        await store.click(options);
        const dialog = page.getByRole('dialog', { name: 'Scan to get the app on your phone' });
        await expect(dialog).toBeVisible();
        expect(await decodeQr(dialog.locator('svg.qr-code'))).toBe('https://lyceo.cm/k/d');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        // The site's own links navigate in place.
        const videos = page
          .getByRole('contentinfo')
          .getByRole('link', { name: 'Educational Videos' });
        await videos.click(options);
        await expect(page).toHaveURL(/\?kiosk=1#\/videos$/);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Educational Videos' }),
        ).toBeVisible();
      });
    }
    expect(opened).toEqual([]);
    expect(downloads).toEqual([]);
  });

  test('a kiosk at an event names it on every store QR code: attract loop, hero, a tapped link', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('./?kiosk=1&event=foire-yaounde-2026&name=stand-a#/');
    await page.clock.runFor(2_100);
    const attract = await waitForAttract(page);
    const atFair = (placement: string) => ({
      utm_source: 'kiosk',
      utm_medium: 'qr',
      utm_campaign: 'foire-yaounde-2026',
      utm_content: placement,
    });
    // The store's code stands beside every slide of the loop.
    const loopQr = attract.locator('.attract-qr svg.qr-code');
    await expect(loopQr).toBeVisible();
    // The loop fades in on the page's own time: read it once it scans.
    await expect.poll(async () => decodeQr(loopQr)).toBe('https://lyceo.cm/k/a/foire-yaounde-2026');
    expect(await shortAddressTags(page, await decodeQr(loopQr))).toEqual(atFair('attract'));

    await page.mouse.click(8, 8);
    await expect(attract).toHaveCount(0);
    const heroQr = page.locator('#home svg.qr-code');
    expect(await shortAddressTags(page, await decodeQr(heroQr))).toEqual(atFair('hero-qr'));
    await page
      .locator('#home')
      .getByRole('link', { name: /Get it on Google Play/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Scan to get the app on your phone' });
    const dialogQr = dialog.locator('svg.qr-code');
    expect(await shortAddressTags(page, await decodeQr(dialogQr))).toEqual(atFair('qr-dialog'));
    // Read from arm's length: at least 40 % of the screen's height, and decoded from the
    // whole screen shrunk to a quarter, on a kiosk's two usual screens (issue 63, point 5).
    await expect(
      dialog.getByText('Or type lyceo.cm/k/d/foire-yaounde-2026 in your phone’s browser'),
    ).toBeVisible();
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await expect
        .poll(async () => ((await dialogQr.boundingBox())?.height ?? 0) / size.height)
        .toBeGreaterThanOrEqual(0.4);
      expect(await decodeScreenAtQuarter(page), `${size.width}×${size.height}`).toBe(
        'https://lyceo.cm/k/d/foire-yaounde-2026',
      );
    }
  });
});

test('keys a page can stop are stopped: print, save, open, find, source, history, downloads, reload, devtools, back', async ({
  page,
}) => {
  await openRoute(page, '/console', '?kiosk=1');
  // A listener after the page's own (bubbling, on window) reads what they decided.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { keysSeen: string[] }).keysSeen = seen;
    window.addEventListener('keydown', (event) => {
      // Ctrl, Shift, Alt and Cmd pressed on their own are nobody's command.
      if (['Control', 'Shift', 'Alt', 'Meta'].includes(event.key)) return;
      seen.push(`${event.key}:${event.defaultPrevented ? 'stopped' : 'passed'}`);
    });
  });
  const browserKeys = [
    'ControlOrMeta+p',
    'ControlOrMeta+s',
    'ControlOrMeta+o',
    'ControlOrMeta+f',
    'ControlOrMeta+u',
    'ControlOrMeta+h',
    'ControlOrMeta+j',
    'ControlOrMeta+r',
    'F5',
    'F12',
    'ControlOrMeta+Shift+I',
    'Alt+ArrowLeft',
    'Alt+ArrowRight',
    'F3',
    'F7',
  ];
  for (const key of browserKeys) await page.keyboard.press(key);
  const seen = () => page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen);
  const stopped = await seen();
  expect(stopped).toHaveLength(browserKeys.length);
  expect(stopped.filter((entry) => !entry.endsWith(':stopped'))).toEqual([]);
  await expect(page).toHaveURL(/\?kiosk=1#\/console$/);

  // Typing and moving around stay the visitor's.
  await page.evaluate(() => ((window as unknown as { keysSeen: string[] }).keysSeen.length = 0));
  await page.getByRole('searchbox').click();
  await page.keyboard.type('Maths');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Tab');
  expect((await seen()).filter((entry) => !entry.endsWith(':passed'))).toEqual([]);
  await expect(page.getByRole('searchbox')).toHaveValue('Maths');
});

test('a visit leaves no history behind: Back has no trail of the last visitor after the reset', async ({
  page,
}) => {
  await openKiosk(page, '/', '?kiosk=1&idle=15');
  const entries = () => page.evaluate(() => history.length);
  const atStart = await entries();
  for (const name of ['Document Console', 'Educational Videos', 'Privacy Policy']) {
    await page.getByRole('contentinfo').getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  expect(await entries()).toBe(atStart);
  await leaveIdle(page);
  await expect(page).toHaveURL(/\?kiosk=1&idle=15#\/$/);
  expect(await entries()).toBe(atStart);
});

test(
  'kiosk mode is touch-first: big targets, no context menu, no pinch zoom',
  BOTH_VIEWPORTS,
  async ({ page }, testInfo) => {
    await openRoute(page, '/videos', '?kiosk=1');
    if (testInfo.project.name === 'phone') {
      await page.locator('.navbar-toggler').click();
      await expect(page.locator('#main-menu')).not.toHaveClass(/collapsing/);
    }
    for (const control of [
      page.getByRole('link', { name: 'Français' }),
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
      page.getByRole('link', { name: /Lyceo on TikTok/ }),
    ]) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(48);
      expect(box?.width).toBeGreaterThanOrEqual(48);
    }
    const prevented = await page.evaluate(() => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      return !document.body.dispatchEvent(event);
    });
    expect(prevented).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).touchAction)).toBe(
      'pan-x pan-y',
    );
    const pinchPrevented = await page.evaluate(() => {
      const touch = (id: number) =>
        new Touch({ identifier: id, target: document.body, clientX: id * 10, clientY: 10 });
      const event = new TouchEvent('touchmove', {
        bubbles: true,
        cancelable: true,
        touches: [touch(1), touch(2)],
      });
      return !document.body.dispatchEvent(event);
    });
    expect(pinchPrevented).toBe(true);
    const zoomKeyPrevented = await page.evaluate(() => {
      const event = new KeyboardEvent('keydown', {
        key: '+',
        ctrlKey: true,
        bubbles: true,
        cancelable: true,
      });
      return !document.body.dispatchEvent(event);
    });
    expect(zoomKeyPrevented).toBe(true);
  },
);

test('the public website has no trace of kiosk mode', async ({ page }) => {
  const kioskChunks: string[] = [];
  page.on('request', (request) => {
    if (/KioskLayer|StoreQr|StaffScreens/.test(request.url())) kioskChunks.push(request.url());
  });
  await openRoute(page, '/');
  await expect(page.locator('html')).not.toHaveClass(/kiosk/);
  await expect(page.locator('svg.qr-code')).toHaveCount(0);
  await expect(
    page.locator('#home').getByRole('link', { name: /Get it on Google Play/ }),
  ).toHaveAttribute('target', '_blank');
  expect(kioskChunks).toEqual([]);
});
