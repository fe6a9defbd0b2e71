import { expect, test, type Page } from '@playwright/test';
import { axeViolations, pauseClock, startKiosk } from './helpers';

const attract = (page: Page) => page.getByRole('dialog', { name: 'Lyceo' });

test.describe('attract loop', () => {
  test.use({ reducedMotion: 'reduce' });

  test('covers the kiosk at start, in both languages, cycles its slides and idles without a warning', async ({
    page,
  }) => {
    // A ceiling for ten minutes of the page's timers on a loaded machine; the test ends when they have run.
    test.setTimeout(120_000); // eng-disable DANGEROUS_FUNCTIONS_JS_CHECK
    // A fair's screen: the store's code must be at least 220 px there.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await startKiosk(page);
    // From here only runFor moves time: each slide is checked at its second, however busy the machine.
    await pauseClock(page);
    await expect(attract(page)).toBeVisible();
    const prompt = page.getByRole('button', { name: 'Touch to discover Touche pour découvrir' });
    await expect(prompt).toBeFocused();
    const current = page.locator('.attract-slide.is-current');
    await expect(current).toContainText('Lessons and corrections');
    await expect(current).toContainText('Cours et corrigés');
    // The app's own screen, loaded, between the brand and the prompt: never over the logo staff hold.
    const screen = current.getByRole('img', { name: /correction of a Terminale C maths exercise/ });
    await expect(screen).toHaveJSProperty('complete', true);
    const [brand, art, touch] = await Promise.all(
      [page.locator('.attract-brand'), screen, prompt].map((element) => element.boundingBox()),
    );
    expect(art?.y).toBeGreaterThanOrEqual((brand?.y ?? 0) + (brand?.height ?? 0));
    expect((art?.y ?? 0) + (art?.height ?? 0)).toBeLessThanOrEqual(touch?.y ?? 0);

    // The store's code, a short address on the site, stays beside every slide.
    const code = attract(page).getByRole('img', {
      name: /^QR code for https:\/\/lyceo\.cm\/k\/a /,
    });
    expect((await code.boundingBox())?.width).toBeGreaterThanOrEqual(220);

    await page.clock.runFor(7_000);
    await expect(current).toContainText('Past exam papers');
    await page.clock.runFor(14_000);
    // What is free first, then the paid plan.
    await expect(current.locator('.attract-price')).toHaveText('Freethen Solo, 650 FCFA a month');
    await expect(code).toBeVisible();
    await page.clock.runFor(7_000);
    await expect(current).toContainText('Lessons and corrections');
    await expect(code).toBeVisible();

    // Ten minutes alone: the loop stays, nothing warns, nothing resets.
    await page.clock.runFor(600_000);
    await expect(page.getByText('Still there?')).toHaveCount(0);
    await expect(attract(page)).toBeVisible();
    await page.clock.resume(); // axe-core schedules its work on timers, in a page of its own
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a touch dismisses it without activating the link under the touch point', async ({
    page,
    context,
  }, testInfo) => {
    const opened: string[] = [];
    context.on('page', (extra) => opened.push(extra.url()));
    await startKiosk(page);
    await expect(attract(page)).toBeVisible();
    const store = page.locator('#home').getByRole('link', { name: /Get it on Google Play/ });
    const box = await store.boundingBox();
    if (!box) throw new Error('the hero store link has no box');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // Under the loop, the store link sits exactly there.
    expect(
      await page.evaluate(
        ([px, py]) => document.elementFromPoint(px ?? 0, py ?? 0)?.closest('.attract') !== null,
        [x, y],
      ),
    ).toBe(true);

    if (testInfo.project.name === 'phone') await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    await expect(attract(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\?kiosk=1#\/$/);
    expect(opened).toEqual([]);

    // The same touch again reaches the link: it was there all along, now in the visitor's hands.
    if (testInfo.project.name === 'phone') await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    await expect(
      page.getByRole('dialog', { name: 'Scan to get the app on your phone' }),
    ).toBeVisible();
  });

  test('a key dismisses it too, and the idle reset brings it back', async ({ page }) => {
    await startKiosk(page);
    await expect(attract(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(attract(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#home')).toBeVisible();

    await page.clock.runFor(90_000);
    await expect(page.getByRole('dialog', { name: 'Still there?' })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(attract(page)).toBeVisible();
    await expect(page).toHaveURL(/\?kiosk=1#\/$/);
  });

  test('under reduced motion the slides only cross-fade, slowly', async ({ page }) => {
    await startKiosk(page);
    await expect(attract(page)).toBeVisible();
    const art = page.locator('.attract-slide.is-current .attract-art');
    expect(await art.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    expect(
      await page
        .locator('.attract-prompt')
        .evaluate((element) => getComputedStyle(element).animationName),
    ).toBe('none');
    expect(
      await page
        .locator('.attract-slide')
        .first()
        .evaluate((element) => getComputedStyle(element).transitionDuration),
    ).toBe('2.5s');
  });
});

test.describe('attract loop with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('drifts its artwork gently and breathes its prompt; uses no video', async ({ page }) => {
    await startKiosk(page);
    await expect(attract(page)).toBeVisible();
    const art = page.locator('.attract-slide.is-current .attract-art');
    expect(await art.evaluate((element) => getComputedStyle(element).animationName)).toBe(
      'attract-drift',
    );
    expect(
      await page
        .locator('.attract-prompt')
        .evaluate((element) => getComputedStyle(element).animationName),
    ).toBe('attract-breathe');
    await expect(page.locator('video, iframe')).toHaveCount(0);
  });

  test('animates only transform and opacity, and only at a slide change: between, the screen holds still', async ({
    page,
  }) => {
    await startKiosk(page);
    await expect(attract(page)).toBeVisible();
    const first = await runningAnimations(page);
    // A slide change: the cross-fade (a transition), the new art settling, the prompt's one breath.
    await page.clock.runFor(7_000);
    const change = await runningAnimations(page);
    for (const animation of [...first, ...change]) {
      expect(animation.properties, animation.name).not.toHaveLength(0);
      for (const property of animation.properties) {
        expect(['transform', 'opacity'], `${animation.name} animates ${property}`).toContain(
          property,
        );
      }
    }
    // The loop's own motion was among them: the check above was not of an empty list.
    expect(change.map((animation) => animation.name)).toEqual(
      expect.arrayContaining([
        'transition opacity',
        'attract-drift',
        'attract-breathe-b',
        'attract-ring-b',
      ]),
    );
    // Then nothing runs until the next slide: no frame to composite (issue 63, point 8).
    await expect.poll(() => runningAnimations(page)).toEqual([]);
  });
});

/**
 * Every animation and transition running in the page, by name, with the CSS
 * properties its keyframes set (what the browser actually animates).
 */
async function runningAnimations(page: Page): Promise<{ name: string; properties: string[] }[]> {
  return page.evaluate(() => {
    const notProperties = new Set(['offset', 'computedOffset', 'easing', 'composite']);
    return document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const effect = animation.effect as KeyframeEffect | null;
        const name =
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? `transition ${animation.transitionProperty}`
              : animation.id || 'script animation';
        const properties = new Set(
          (effect?.getKeyframes() ?? []).flatMap((frame) =>
            Object.keys(frame).filter((key) => !notProperties.has(key)),
          ),
        );
        return { name, properties: [...properties] };
      });
  });
}
