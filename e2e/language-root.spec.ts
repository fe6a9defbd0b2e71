import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as httpTest } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { chooseLanguage, startApp } from './helpers';

/**
 * The site root behind nginx with site.conf answers in the visitor's
 * language in its first response: the `lang` cookie the language switch
 * writes wins, else an Accept-Language naming French before English gets the
 * French page. Nothing redirects, in either direction. (Playwright's `locale`
 * sets the browser's Accept-Language.) Without a service worker: once one
 * controls the site, the root comes from its cache (the English page) and
 * the inline boot script sends a French choice to fr/, with no network.
 */
test.use({ serviceWorkers: 'block' });

const FRENCH_H1 = /Réussis de la Seconde/;
const ENGLISH_H1 = /Succeed from Seconde/;
const englishPage = readFileSync(resolve(import.meta.dirname, '../dist/web/index.html'), 'utf8');

/** Every document the tab loads, so a test sees a redirect or a loop. */
function documents(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      urls.push(request.url());
  });
  return urls;
}

test.describe('a French browser at the site root', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the French page at that address, whose links, manifest and canonical are right', async ({
    page,
  }) => {
    const loaded = documents(page);
    const response = await page.goto('./');
    expect(response?.headers().vary).toMatch(/Accept-Language, Cookie/);
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_H1);
    expect(loaded).toHaveLength(1);
    // Search engines still learn the French page's own address.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://lyceo.cm/fr/',
    );
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      'https://lyceo.cm/fr/',
    );
    const resolved = (selector: string) =>
      page.locator(selector).evaluate((link) => new URL((link as HTMLLinkElement).href).pathname);
    expect(await resolved('link[rel="manifest"]')).toBe('/manifest.webmanifest');
    expect(await resolved('link[rel="stylesheet"]')).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    // The legal pages' static copies are the French ones beside fr/.
    const privacy = page
      .locator('footer')
      .getByRole('link', { name: 'Politique de confidentialité' });
    expect(
      await privacy.evaluate((link) => new URL((link as HTMLAnchorElement).href).pathname),
    ).toBe('/fr/privacy-policy/');
  });

  test('who chose English gets English at the root, with no redirect either way', async ({
    page,
  }, testInfo) => {
    const loaded = documents(page);
    await page.goto('./');
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    await chooseLanguage(page, 'English', testInfo.project.name === 'phone');
    await page.reload();
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_H1);
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(loaded).toHaveLength(2);
    // The page itself came from the server in English: the choice reached it.
    const served = await page.request.get('./', { headers: { Cookie: 'lang=en' } });
    expect(await served.text()).toContain('<html lang="en"');
  });

  test('with a stored choice of English but no cookie sees English, once, and the next choice sets both', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('planted')) {
        localStorage.setItem('lyceo.locale', 'en');
        sessionStorage.setItem('planted', '1');
      }
    });
    const loaded = documents(page);
    await page.goto('./');
    await startApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_H1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(loaded).toHaveLength(1);
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    await chooseLanguage(page, 'Français', testInfo.project.name === 'phone');
    expect(await page.evaluate(() => localStorage.getItem('lyceo.locale'))).toBe('fr');
    expect(await page.evaluate(() => document.cookie)).toContain('lang=fr');
  });
});

test.describe('a French browser on the page not found', () => {
  test.use({ locale: 'fr-FR' });

  test('its EN link opens the English page, and the root stays English after it', async ({
    page,
  }) => {
    const response = await page.goto('./no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The page runs no script to store the choice: its link names the language in the address.
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/:\d+\/\?lang=en$/);
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_H1);
    expect(await page.evaluate(() => document.cookie)).toContain('lang=en');
    // Once the app runs, the address no longer names it: a later choice wins on a reload.
    await startApp(page);
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_H1);
  });
});

test.describe('an English browser at the site root', () => {
  test.use({ locale: 'en-GB' });

  test('who chose French gets the French page at the root, with no redirect', async ({
    page,
  }, testInfo) => {
    const loaded = documents(page);
    await page.goto('./');
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_H1);
    await chooseLanguage(page, 'Français', testInfo.project.name === 'phone');
    await page.reload();
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_H1);
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(loaded).toHaveLength(2);
    const served = await page.request.get('./', { headers: { Cookie: 'lang=fr' } });
    expect(await served.text()).toContain('<html lang="fr"');
  });
});

test.describe('a host without site.conf (a static host) serves the English page at the root', () => {
  test.use({ locale: 'fr-FR' });

  test('and the inline boot script sends a French browser to fr/ before anything shows', async ({
    page,
  }) => {
    await page.route(/:\d+\/$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: englishPage }),
    );
    await page.goto('./');
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_H1);
  });

  test('and keeps the English page a language link names (?lang=en), storing the choice', async ({
    page,
  }) => {
    await page.route(/:\d+\/\?lang=en$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: englishPage }),
    );
    await page.goto('./?lang=en');
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    await expect(page).toHaveURL(/:\d+\/\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_H1);
    expect(await page.evaluate(() => localStorage.getItem('lyceo.locale'))).toBe('en');
  });
});

// What the server answers, read from Node: Playwright's plain `test` (httpTest), which opens no
// page, and so no CSP watch, which needs one.
httpTest.describe('a language named in the address at the site root (no script needed)', () => {
  for (const [search, headers, lang] of [
    ['?lang=en', { Cookie: 'lang=fr', 'Accept-Language': 'fr' }, 'en'],
    ['?lang=fr', { Cookie: 'lang=en' }, 'fr'],
    ['?lang=de', { 'Accept-Language': 'fr' }, 'fr'],
    ['?lang=%3Cscript%3Ealert(1)%3C/script%3E', {}, 'en'],
  ] as const) {
    httpTest(
      `${search} ${JSON.stringify(headers)} gets the ${lang} page, nothing reflected`,
      async ({ request }) => {
        const reply = await request.get(`./${search}`, { headers });
        expect(reply.status()).toBe(200);
        const body = await reply.text();
        expect(body).toContain(`<html lang="${lang}"`);
        expect(body).not.toContain('alert(1)');
        expect(reply.headers()['set-cookie']).toBeUndefined();
      },
    );
  }
});

httpTest.describe('bad input at the site root', () => {
  for (const [what, headers, lang] of [
    ['a lang cookie naming another language', { Cookie: 'lang=de' }, 'en'],
    ['a lang cookie with markup', { Cookie: 'lang=<script>alert(1)</script>' }, 'en'],
    ['a French browser with a bad cookie', { Cookie: 'lang=xx', 'Accept-Language': 'fr' }, 'fr'],
    ['English before French', { 'Accept-Language': 'en-US,fr;q=0.8' }, 'en'],
    ['French before English', { 'Accept-Language': 'de-DE,fr-CM;q=0.9,en;q=0.8' }, 'fr'],
    ['a huge Accept-Language', { 'Accept-Language': `${'de-DE;q=0.5, '.repeat(500)}x` }, 'en'],
  ] as const) {
    httpTest(
      `${what} gets the ${lang} page, never an error, nothing reflected`,
      async ({ request }) => {
        const reply = await request.get('./', { headers });
        expect(reply.status()).toBe(200);
        const body = await reply.text();
        expect(body).toContain(`<html lang="${lang}"`);
        expect(body).not.toContain('alert(1)');
        expect(JSON.stringify(reply.headers())).not.toMatch(/alert|lang=/);
      },
    );
  }
});
