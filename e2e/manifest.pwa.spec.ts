import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { openRoute } from './helpers';
import { waitForServiceWorker } from './serviceWorker';

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
  shortcuts?: { name: string; url: string }[];
}

async function readManifest(request: APIRequestContext, site: string, file: string) {
  const url = new URL(file, site).href;
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return { url, manifest: (await response.json()) as Manifest };
}

/** Each icon exists as a PNG of the size it declares, read back from the file. */
async function expectIconsAsDeclared(
  request: APIRequestContext,
  manifestUrl: string,
  icons: Icon[],
) {
  for (const icon of icons) {
    const response = await request.get(new URL(icon.src, manifestUrl).href);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type'], icon.src).toMatch(/^image\/png/);
    const png = PNG.sync.read(await response.body());
    expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
  }
}

/** Chromium's own verdict, over the DevTools protocol. */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  return installabilityErrors.map(({ errorId }) => errorId);
}

async function appManifest(page: Page): Promise<{ url: string; manifest: Manifest }> {
  const cdp = await page.context().newCDPSession(page);
  const { url, data } = await cdp.send('Page.getAppManifest', {});
  return { url, manifest: JSON.parse(data ?? '{}') as Manifest };
}

test('the website manifest: a standalone app with PNG icons, starting and staying inside the site', async ({
  request,
  baseURL,
}) => {
  const site = baseURL ?? '';
  const { url, manifest } = await readManifest(request, site, 'manifest.webmanifest');
  expect(manifest).toMatchObject({
    name: 'Lyceo · Study app',
    short_name: 'Lyceo',
    lang: 'en',
    display: 'standalone',
    theme_color: '#0b6e4f',
    background_color: '#ffffff',
  });
  expect(new URL(manifest.scope, url).href).toBe(site);
  expect(new URL(manifest.start_url, url).href).toBe(`${site}#/`);
  expect(new URL(manifest.id, new URL(manifest.start_url, url)).href).toBe(site);
  expect(manifest.shortcuts?.map(({ url: to }) => new URL(to, url).href)).toEqual([
    `${site}#/console`,
    `${site}#/videos`,
  ]);
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  await expectIconsAsDeclared(request, url, manifest.icons);
});

test('the kiosk manifest: full screen, starting in kiosk mode inside the site', async ({
  request,
  baseURL,
}) => {
  const site = baseURL ?? '';
  const { url, manifest } = await readManifest(request, site, 'kiosk.webmanifest');
  expect(manifest).toMatchObject({ name: 'Lyceo Kiosk', display: 'fullscreen' });
  expect(new URL(manifest.scope, url).href).toBe(site);
  expect(new URL(manifest.start_url, url).href).toBe(`${site}?kiosk=1#/`);
  expect(new URL(manifest.id, new URL(manifest.start_url, url)).href).toBe(`${site}?kiosk=1`);
  await expectIconsAsDeclared(request, url, manifest.icons);
});

// Chromium never offers to install from an incognito window, which is what a
// test context is: these two run in a browser profile of their own.
const profile = test.extend<{ page: Page }>({
  page: async ({ playwright, launchOptions, baseURL, viewport }, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'lyceo-profile-'));
    const context = await playwright.chromium.launchPersistentContext(dir, {
      ...launchOptions,
      baseURL,
      viewport,
    });
    await use(context.pages()[0] ?? (await context.newPage()));
    await context.close();
    await rm(dir, { recursive: true, force: true });
  },
});

profile('Chromium finds the website installable', async ({ page, baseURL }) => {
  await openRoute(page, '/');
  await waitForServiceWorker(page);
  const { url, manifest } = await appManifest(page);
  expect(url).toBe(`${baseURL}manifest.webmanifest`);
  expect(manifest.display).toBe('standalone');
  expect(await installabilityErrors(page)).toEqual([]);
});

profile(
  'from a kiosk URL, Chromium installs a full-screen kiosk that keeps the chosen idle delay',
  async ({ page, baseURL }) => {
    await openRoute(page, '/', '?kiosk=1&idle=120');
    await waitForServiceWorker(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      './kiosk.webmanifest?idle=120',
    );
    const { url, manifest } = await appManifest(page);
    expect(url).toBe(`${baseURL}kiosk.webmanifest?idle=120`);
    expect(manifest.display).toBe('fullscreen');
    expect(new URL(manifest.start_url, url).href).toBe(`${baseURL}?kiosk=1&idle=120#/`);
    expect(await installabilityErrors(page)).toEqual([]);
  },
);
