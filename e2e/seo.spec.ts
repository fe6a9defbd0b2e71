import { expect, test, type Page } from './fixtures';
import { PNG } from 'pngjs';
import { axeViolations, BOTH_VIEWPORTS, skipSplash } from './helpers';

// The default build: every public URL names https://lyceo.cm/.
const SITE_URL = 'https://lyceo.cm/';

/** The local path of a URL under the site URL, for the server under test. */
const local = (url: string): string => `./${url.slice(SITE_URL.length)}`;

/** Chromium's console messages about the Content-Security-Policy (the fixture collects the violation events). */
function watchCspConsole(page: Page): string[] {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  return reported;
}

test('the home page has absolute preview tags, a canonical URL and a 1200x630 PNG', async ({
  page,
  request,
}) => {
  await page.goto('./');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', SITE_URL);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', SITE_URL);
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/^https:\/\/lyceo\.cm\/assets\/og-image-en-\w+\.png$/);
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image ?? '');
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );

  const response = await request.get(local(image ?? ''));
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect(body.length).toBeLessThan(300 * 1024);
  const png = PNG.sync.read(body);
  expect([png.width, png.height]).toEqual([1200, 630]);
});

test('the JSON-LD parses and no CSP violation is reported on the home page', async ({
  page,
  cspViolations,
}) => {
  const cspConsole = watchCspConsole(page);
  await skipSplash(page, './');
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
  ) as { '@graph': { '@type': string; url?: string }[] };
  expect(data['@graph'].map((node) => node['@type'])).toEqual([
    'Organization',
    'WebSite',
    'MobileApplication',
    'FAQPage',
  ]);
  expect(data['@graph'][0]?.url).toBe(SITE_URL);
  await page.mouse.wheel(0, 20000);
  await page.waitForLoadState('networkidle');
  expect([...cspConsole, ...cspViolations]).toEqual([]);
});

test('sitemap.xml lists the site URL and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('./sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}</loc>`);
  expect(sitemap).toContain(`<loc>${SITE_URL}fr/terms-of-use/</loc>`);
  const robots = await (await request.get('./robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}sitemap.xml`);
});

const STATIC_PAGES = [
  { path: 'privacy-policy/', title: 'Privacy Policy', other: 'Français', back: /^Open the Lyceo/ },
  { path: 'terms-of-use/', title: 'Terms of Use', other: 'Français', back: /^Open the Lyceo/ },
  {
    path: 'fr/privacy-policy/',
    title: 'Politique de confidentialité',
    other: 'English',
    back: /^Ouvrir le site Lyceo/,
  },
  {
    path: 'fr/terms-of-use/',
    title: 'Conditions d’utilisation',
    other: 'English',
    back: /^Ouvrir le site Lyceo/,
  },
];

for (const { path, title, other, back } of STATIC_PAGES) {
  test(
    `the static page ${path} is styled, accessible and CSP-clean, and leads to the app`,
    BOTH_VIEWPORTS,
    async ({ page, cspViolations }) => {
      const cspConsole = watchCspConsole(page);
      await page.goto(`./${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Lyceo`);
      // The site's stylesheet applies: the theme's dark (#14213d) header.
      await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(20, 33, 61)');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', SITE_URL + path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      expect([...cspConsole, ...cspViolations]).toEqual([]);

      await expect(page.getByRole('link', { name: other })).toHaveAttribute(
        'hreflang',
        /^(en|fr)$/,
      );
      await page.getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(
        new RegExp(`#/${path.replace(/^fr\//, '').replace(/\/$/, '')}$`),
      );
      await expect(page.locator('#splash')).toHaveCount(0, { timeout: 5000 });
      await expect(page.locator('.site-navbar')).toBeVisible();
    },
  );
}
