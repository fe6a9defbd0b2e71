import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { skipSplash } from './helpers';
import { expectNoServiceWorker } from './serviceWorker';

// The Electron renderer is built from the same sources as the website, but the
// shell is its own offline copy: it must never carry or register a service worker.
const SHELL_BUILD = resolve(import.meta.dirname, '../out/renderer');

test('the shell build carries no service worker and no manifest', async () => {
  const files = (await readdir(SHELL_BUILD, { recursive: true })).map((file) => file.toString());
  expect(files).toContain('index.html');
  expect(files.filter((file) => /(^|\/)sw\.js$|\.webmanifest$/.test(file))).toEqual([]);
  for (const file of files.filter((name) => /\.(js|html)$/.test(name))) {
    const text = await readFile(join(SHELL_BUILD, file), 'utf8');
    expect(text.includes('sw.js'), `${file} names the service worker`).toBe(false);
  }
  const html = await readFile(join(SHELL_BUILD, 'index.html'), 'utf8');
  expect(html).not.toContain('rel="manifest"');
  expect(html).toContain("worker-src 'none'");
});

test('the shell build registers no service worker', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await skipSplash(page, './index.html#/');
  // Past the splash, when the website registers its worker, and nothing left loading.
  await expectNoServiceWorker(page, requested, /sw\.js|serviceWorker/);
});
