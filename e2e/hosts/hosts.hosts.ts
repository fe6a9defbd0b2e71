/**
 * `npm run test:hosts` (playwright.hosts.config.ts): what each host answers, asked of nginx
 * with site.conf, Cloudflare Pages' runtime and Netlify's alike. One table of requests
 * (tooling/hosting/hostTable.ts), then the legal pages offline after a visit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { hostTable, type HostRequest, type StaticHost } from '../../tooling/hosting/hostTable';
import { parseSiteConfig } from '../../src/shared/siteConfig';
import { waitForServiceWorker } from '../serviceWorker';
import { HOSTS_BUILD } from '../../scripts/host-runtimes.mjs';

/** The store link of the build served (its configuration, the default's without one). */
const storeUrl = parseSiteConfig(process.env).storeUrl;

/** How `answer` breaks the promise of `status` and `location`, or null when it keeps it. */
function mismatch(
  answer: { status: number; location: string | null; body: string },
  row: HostRequest,
  url: string,
  status: readonly number[],
  location: string | undefined,
): string | null {
  const wrong: string[] = [];
  if (!status.includes(answer.status))
    wrong.push(`status ${answer.status}, not ${status.join('/')}`);
  if (location !== undefined) {
    const got = answer.location === null ? null : new URL(answer.location, url).href;
    const want = new URL(location, url).href;
    if (got !== want) wrong.push(`Location ${got}, not ${want}`);
  }
  if (row.lang !== undefined && !answer.body.includes(`<html lang="${row.lang}"`))
    wrong.push(`not the ${row.lang} page`);
  return wrong.length === 0 ? null : wrong.join('; ');
}

test('answers every request of the hosts’ table as nginx with site.conf does', async ({
  request,
  baseURL,
}, testInfo) => {
  const host = testInfo.project.name;
  const documented: string[] = [];
  const misses: string[] = [];
  const table = hostTable(storeUrl);
  for (const row of table) {
    const url = new URL(row.path.slice(1), baseURL).href;
    const response = await request.get(url, { maxRedirects: 0 });
    const answer = {
      status: response.status(),
      location: response.headers()['location'] ?? null,
      body: await response.text(),
    };
    const wrong = mismatch(answer, row, url, row.status, row.location);
    if (wrong === null) continue;
    // What this host gives instead, where its rules cannot do what nginx's do (hostTable.ts).
    const instead = row.on?.[host as StaticHost];
    if (instead && mismatch(answer, row, url, instead.status, undefined) === null)
      documented.push(`${row.path}: ${wrong} (${instead.why})`);
    else misses.push(`${row.path}: ${wrong}`);
  }
  const lines = [...misses, ...documented].map((line) => `\n  ${line}`).join('');
  console.log(
    `${host}: ${misses.length + documented.length} of ${table.length} requests answered otherwise than nginx, ${documented.length} of them as documented${lines}`,
  );
  expect(misses).toEqual([]);
});

/** The title of a static page of the build: what it shows offline as online. */
const titleOf = (path: string) =>
  /<title>([^<]*)<\/title>/.exec(readFileSync(join(HOSTS_BUILD, path, 'index.html'), 'utf8'))?.[1];

for (const folder of ['', 'fr/']) {
  test(`opens the legal pages offline after a visit to /${folder}`, async ({ page, context }) => {
    await page.goto(`/${folder}`);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    for (const legal of ['privacy-policy/', 'terms-of-use/']) {
      await page.goto(`/${folder}${legal}`);
      await expect(page).toHaveTitle(titleOf(`${folder}${legal}`) ?? '');
    }
  });
}
