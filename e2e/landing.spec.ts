import { expect, test, type Page } from './fixtures';
import { BOTH_VIEWPORTS, LANDING_SECTIONS, openRoute } from './helpers';

async function headingClearsNavbar(page: Page, id: string): Promise<boolean> {
  return page.evaluate((sectionId) => {
    const nav = document.querySelector('.site-navbar')?.getBoundingClientRect();
    const heading = document.querySelector(`#${sectionId} :is(h1, h2)`)?.getBoundingClientRect();
    return !!nav && !!heading && heading.top >= nav.bottom - 1 && heading.top < window.innerHeight;
  }, id);
}

test('the landing sections come in the order of the spec', async ({ page }) => {
  await openRoute(page, '/');
  const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id));
  expect(ids).toEqual(LANDING_SECTIONS);
});

for (const [label, id] of [
  ['Features', 'features'],
  ['Pricing', 'pricing'],
  ['FAQ', 'faq'],
  ['Home', 'home'],
] as const) {
  test(
    `the ${label} entry scrolls to #${id} with its heading clear of the navbar`,
    BOTH_VIEWPORTS,
    async ({ page }, testInfo) => {
      await openRoute(page, '/');
      if (label === 'Home') await page.mouse.wheel(0, 3000);
      if (testInfo.project.name === 'phone')
        await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('list', { name: 'Main' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`#/#${id}$`));
      await expect.poll(() => headingClearsNavbar(page, id), { timeout: 5000 }).toBe(true);
    },
  );
}

test('the FAQ opens one answer at a time, by mouse and by keyboard', async ({ page }) => {
  await openRoute(page, '/#faq');
  const faq = page.locator('#faq');
  const free = faq.getByText('Is the app free?', { exact: true });
  const data = faq.getByText('Does it work with little data?', { exact: true });
  await free.click();
  await expect(
    faq.getByText(/Yes for Seconde \(A4, C\), every lycée class before Première/),
  ).toBeVisible();
  await data.click();
  await expect(faq.getByText(/download them once on Wi-Fi/)).toBeVisible();
  await expect(
    faq.getByText(/Yes for Seconde \(A4, C\), every lycée class before Première/),
  ).toBeHidden();
  await data.click();
  await expect(faq.getByText(/download them once on Wi-Fi/)).toBeHidden();

  // The questions take the keyboard focus in turn (each is a disclosure's summary).
  await faq.locator('summary', { hasText: 'Is the app free?' }).focus();
  await page.keyboard.press('Tab');
  await expect(
    faq.locator('summary', { hasText: 'How do the plans and payment work?' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(faq.getByText(/Solo costs 650\sFCFA a month/)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(faq.getByText(/Solo costs 650\sFCFA a month/)).toBeHidden();
});

test('every image has a size and an alt, and external links open safely', async ({ page }) => {
  await openRoute(page, '/');
  const images = await page
    .locator('main img')
    .evaluateAll((imgs) =>
      imgs.map((img) => [
        img.getAttribute('width'),
        img.getAttribute('height'),
        img.getAttribute('alt'),
      ]),
    );
  expect(images.length).toBeGreaterThan(5);
  for (const [width, height, alt] of images) {
    expect(width).toBeTruthy();
    expect(height).toBeTruthy();
    expect(alt).not.toBeNull();
  }
  const unsafe = await page
    .locator('a[href^="http"]')
    .evaluateAll(
      (links) =>
        links.filter(
          (a) =>
            a.getAttribute('target') !== '_blank' ||
            a.getAttribute('rel') !== 'noopener noreferrer',
        ).length,
    );
  expect(unsafe).toBe(0);
});

test('no request leaves the origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  const origin = new URL(baseURL ?? page.url()).host;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.host !== origin) foreign.push(request.url());
  });
  await openRoute(page, '/');
  await page.mouse.wheel(0, 10000);
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});
