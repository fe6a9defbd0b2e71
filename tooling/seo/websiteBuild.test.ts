/**
 * One real website build with a custom site URL and brand (shared with the
 * update test's second deployment: tooling/testBuilds.mjs), read back file by
 * file: the head's absolute URLs, the share image, JSON-LD, sitemap, robots,
 * static legal pages and the manifest all follow the configuration; the
 * service worker precaches what the page loads and nothing else.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY_META, ROUTE_CHUNKS_FILE } from '../../src/shared/pageMeta';
import { SPLIT_ROUTE_PAGES } from '../../src/shared/routes';
import { parseSiteConfig } from '../../src/shared/siteConfig';
import { SECTION_IDS } from '../../src/renderer/src/content';
import { en } from '../../src/renderer/src/content/en/site';
import { fr } from '../../src/renderer/src/content/fr/site';
import { fill } from '../../src/renderer/src/lib/template';
import { filesUnder } from '../hosting/filesUnder';
import { parseHeadersFile } from '../hosting/headersFile';
import { inlineHashesOf, inlineHashesOfPolicy } from '../hosting/inlineHashes';
import { siteConfOf } from '../hosting/siteConfPath.mjs';
import { BRAND_BUILD, sharedBuild } from '../testBuilds.mjs';
import { absoluteHeadUrls, jsonLd, metaContent, readHtml, readSitemap } from './readBuiltSite';
import { structuredData } from './structuredData';

const { VITE_SITE_URL: SITE_URL, VITE_BRAND_NAME: BRAND } = BRAND_BUILD.env;
const config = parseSiteConfig(BRAND_BUILD.env);

let outDir = '';
const file = (path: string): string => resolve(outDir, path);
const text = (path: string): Promise<string> => readFile(file(path), 'utf8');
/** The built file an absolute URL under the site URL points to. */
const fileOf = (url: string): string => file(url.slice(SITE_URL.length));

beforeAll(async () => {
  outDir = await sharedBuild(BRAND_BUILD);
}, 300_000);

describe(`a website build with VITE_SITE_URL=${SITE_URL} and VITE_BRAND_NAME="${BRAND}"`, () => {
  it('starts every absolute URL of the head with the site URL', async () => {
    const $ = readHtml(await text('index.html'));
    const urls = absoluteHeadUrls($);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) expect(url.startsWith(SITE_URL), url).toBe(true);
    expect($('head link[rel="canonical"]').attr('href')).toBe(SITE_URL);
    expect(metaContent($, 'og:url')).toBe(SITE_URL);
    expect(metaContent($, 'og:image')).toMatch(/^https:\/\/example\.org\/lyceo\/assets\/og-image-/);
    expect(metaContent($, 'twitter:image')).toBe(metaContent($, 'og:image'));
  });

  it('writes a 1200x630 PNG share image under 300 KB, as its tags say', async () => {
    const $ = readHtml(await text('index.html'));
    const path = fileOf(metaContent($, 'og:image') ?? '');
    const png = PNG.sync.read(await readFile(path));
    expect([png.width, png.height]).toEqual([1200, 630]);
    expect((await stat(path)).size).toBeLessThan(300 * 1024);
    expect(metaContent($, 'og:image:width')).toBe('1200');
    expect(metaContent($, 'og:image:height')).toBe('630');
    expect(metaContent($, 'og:image:type')).toBe('image/png');
    expect(metaContent($, 'og:image:alt')).toContain(BRAND);
    expect(metaContent($, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent($, 'og:locale')).toBe('en_GB');
    expect(metaContent($, 'og:locale:alternate')).toBe('fr_FR');
  });

  it('carries the brand in the title, description, share tags and manifest', async () => {
    const $ = readHtml(await text('index.html'));
    expect($('head title').text()).toBe(`${BRAND} · ${en.meta.titles.home}`);
    expect(metaContent($, 'description')).toMatch(new RegExp(`^${BRAND}: `));
    expect(metaContent($, 'og:site_name')).toBe(BRAND);
    expect(metaContent($, 'og:title')).toContain(BRAND);
    expect(metaContent($, 'twitter:title')).toContain(BRAND);
    const manifest = JSON.parse(await text('manifest.webmanifest')) as Record<string, string>;
    // Written by tooling/pwa from content/webApp.ts: "<brand> · Study app", short name the brand.
    expect(manifest.name).toBe(`${BRAND} · Study app`);
    expect(manifest.short_name).toBe(BRAND);
  });

  it('embeds the JSON-LD the content and configuration give, with a real logo', async () => {
    const $ = readHtml(await text('index.html'));
    const blocks = jsonLd($) as { '@graph': { '@type': string; logo?: string }[] }[];
    expect(blocks).toHaveLength(1);
    const organization = blocks[0]?.['@graph'].find((node) => node['@type'] === 'Organization');
    const logoUrl = organization?.logo ?? '';
    expect(blocks[0]).toEqual(structuredData(config, en, { logoUrl }, 'en'));
    expect(logoUrl.startsWith(`${SITE_URL}assets/logo-`)).toBe(true);
    const logo = PNG.sync.read(await readFile(fileOf(logoUrl)));
    expect([logo.width, logo.height]).toEqual([512, 512]);
  });

  it('writes a sitemap under the site URL and a robots.txt that points to it', async () => {
    const urls = readSitemap(await text('sitemap.xml'));
    expect(urls.map((url) => url.loc)).toEqual([
      SITE_URL,
      `${SITE_URL}fr/`,
      `${SITE_URL}privacy-policy/`,
      `${SITE_URL}fr/privacy-policy/`,
      `${SITE_URL}terms-of-use/`,
      `${SITE_URL}fr/terms-of-use/`,
    ]);
    for (const url of urls) {
      expect(existsSync(file(`${url.loc.slice(SITE_URL.length)}index.html`)), url.loc).toBe(true);
      for (const href of Object.values(url.alternates))
        expect(href.startsWith(SITE_URL)).toBe(true);
    }
    expect(await text('robots.txt')).toContain(`\nSitemap: ${SITE_URL}sitemap.xml\n`);
  });

  it('writes the French landing page under fr/: French head, alternates, JSON-LD and page', async () => {
    const $ = readHtml(await text('fr/index.html'));
    expect($('html').attr('lang')).toBe('fr');
    expect($('html').attr('data-site-root')).toBe('../');
    expect($('head title').text()).toBe(`${BRAND} · ${fr.meta.titles.home}`);
    expect($('head link[rel="canonical"]').attr('href')).toBe(`${SITE_URL}fr/`);
    expect(metaContent($, 'og:url')).toBe(`${SITE_URL}fr/`);
    expect(metaContent($, 'og:locale')).toBe('fr_FR');
    expect(metaContent($, 'og:locale:alternate')).toBe('en_GB');
    // Its own share image, in French (tooling/seo/shareImage.ts), a real PNG beside the English one.
    const image = metaContent($, 'og:image') ?? '';
    expect(image).toMatch(/^https:\/\/example\.org\/lyceo\/assets\/og-image-fr-\w+\.png$/);
    expect(metaContent($, 'twitter:image')).toBe(image);
    const english = metaContent(readHtml(await text('index.html')), 'og:image') ?? '';
    expect(english).toMatch(/\/og-image-en-\w+\.png$/);
    const png = PNG.sync.read(await readFile(fileOf(image)));
    expect([png.width, png.height]).toEqual([1200, 630]);
    expect(await readFile(fileOf(image))).not.toEqual(await readFile(fileOf(english)));
    const alternates = $('head link[rel="alternate"]')
      .toArray()
      .map((link) => [$(link).attr('hreflang'), $(link).attr('href')]);
    expect(alternates).toEqual([
      ['en', SITE_URL],
      ['fr', `${SITE_URL}fr/`],
      ['x-default', SITE_URL],
    ]);
    const [graph] = jsonLd($) as object[];
    const logo = (await readdir(file('assets'))).find((name) => /^logo-[\w-]+\.png$/.test(name));
    expect(graph).toEqual(
      structuredData(config, fr, { logoUrl: `${SITE_URL}assets/${logo}` }, 'fr'),
    );
    expect($('#root h1').text()).toBe(fill(fr.landing.hero.title, { brand: BRAND }));
    expect($('#boot-failed').html()).toContain('Réessayer');
    expect($('#splash').attr('lang')).toBe('en');
    // The page's own files are one folder up, and every one exists.
    // The app's files, which the boot script loads from the site root (`<meta name="app-entry">`), too.
    const appFiles = ($('meta[name="app-entry"]').attr('content') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((name) => `../${name}`);
    expect(appFiles.length).toBeGreaterThanOrEqual(1);
    // Its links too, the notes kept in <template>s included (the one below the engine
    // floor linked `privacy-policy/`: the English policy where a host serves this page at `/`).
    const templates = $('template')
      .toArray()
      .map((element) => readHtml($(element).html() ?? ''));
    const local = [$, ...templates]
      .flatMap((page) =>
        page('script[src], link[href], a[href]')
          .toArray()
          .map((element) => page(element).attr('src') ?? page(element).attr('href') ?? ''),
      )
      .filter((url) => !/^(https?:|mailto:|#)/.test(url))
      .concat(appFiles);
    expect(local).toContain('../fr/terms-of-use/');
    expect(local.length).toBeGreaterThanOrEqual(8);
    for (const url of local) {
      expect(url.startsWith('../'), url).toBe(true);
      expect(existsSync(resolve(file('fr'), url.split('?')[0] ?? '')), url).toBe(true);
    }
  });

  it("lists each split page's chunks for a deep link's boot script, less what the entry loads", async () => {
    const { fr: frenchCopy, ...table } = JSON.parse(await text(ROUTE_CHUNKS_FILE)) as Record<
      string,
      string[]
    >;
    expect(Object.keys(table).sort()).toEqual(Object.keys(SPLIT_ROUTE_PAGES).sort());
    expect(frenchCopy?.[0]).toMatch(/^assets\/site-[\w-]+\.js$/);
    const firstView = (metaContent(readHtml(await text('index.html')), APP_ENTRY_META) ?? '')
      .split(' ')
      .filter(Boolean);
    expect(firstView.length).toBeGreaterThanOrEqual(2);
    for (const [route, files] of Object.entries(table)) {
      const page = SPLIT_ROUTE_PAGES[route as keyof typeof SPLIT_ROUTE_PAGES];
      expect(files[0], route).toMatch(new RegExp(`^assets/${page}-[\\w-]+\\.js$`));
      for (const name of files) {
        expect(existsSync(file(name)), name).toBe(true);
        expect(firstView, name).not.toContain(name);
      }
    }
  });

  it("keeps the download notice's dialog off a console deep link's way: it loads once the console is idle", async () => {
    const table = JSON.parse(await text(ROUTE_CHUNKS_FILE)) as Record<string, string[]>;
    const consoleFiles = table['/console'] ?? [];
    expect(consoleFiles.length).toBeGreaterThan(0);
    expect(consoleFiles.filter((name) => /^assets\/(Dialog|DownloadNotice)-/.test(name))).toEqual(
      [],
    );
  });

  it('prerenders the landing page in English at the root, with no inline script', async () => {
    const $ = readHtml(await text('index.html'));
    expect($('html').attr('lang')).toBe('en');
    expect($('html').attr('data-site-root')).toBe('./');
    expect($('#root h1').text()).toBe(fill(en.landing.hero.title, { brand: BRAND }));
    const sections = $('#root section[id]')
      .toArray()
      .map((section) => $(section).attr('id'));
    expect(sections).toEqual(SECTION_IDS);
    expect($('#root script')).toHaveLength(0);
    expect($('#root .accordion-body').length).toBe(en.landing.faq.items.length);
  });

  it("inlines the closed FAQ question's look in the critical CSS, as well as the open one's", async () => {
    const critical = readHtml(await text('index.html'))('head style').text();
    expect(critical).toMatch(/details:not\(\[open\]\)>\.accordion-button\{/);
    expect(critical).toMatch(/details\[open\]>\.accordion-button\{/);
  });

  it.each([
    ['privacy-policy/', 'en', 'Privacy Policy'],
    ['terms-of-use/', 'en', 'Terms of Use'],
    ['fr/privacy-policy/', 'fr', 'Politique de confidentialité'],
    ['fr/terms-of-use/', 'fr', 'Conditions d’utilisation'],
  ])('writes the static legal page %s, readable without any script', async (path, lang, title) => {
    const $ = readHtml(await text(`${path}index.html`));
    expect($('html').attr('lang')).toBe(lang);
    expect($('script')).toHaveLength(0);
    expect($('head title').text()).toBe(`${title} · ${BRAND}`);
    expect($('main h1').text()).toBe(title);
    expect($('head link[rel="canonical"]').attr('href')).toBe(SITE_URL + path);
    for (const url of absoluteHeadUrls($)) expect(url.startsWith(SITE_URL), url).toBe(true);
    // The site's stylesheet, reached relatively from the page's folder.
    const stylesheet = $('head link[rel="stylesheet"]').attr('href') ?? '';
    expect(stylesheet).toMatch(/assets\/index-[\w-]+\.css$/);
    expect(existsSync(resolve(file(path), stylesheet))).toBe(true);
    expect($('header a').first().text()).toBe(BRAND);
    expect($('body').text()).toContain(BRAND);
  });

  it('writes its nginx site.conf beside the build, allowing exactly its pages’ and static views’ inline code, as _headers does', async () => {
    const conf = await readFile(siteConfOf(outDir), 'utf8');
    const confPolicy = /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(conf)?.[1];
    const headersPolicy = parseHeadersFile(await text('_headers'))
      .find((rule) => rule.path === '/*')
      ?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1];
    // The views' stylesheets (views/*.html) are put into a page by its boot script, under its policy.
    const pages = await Promise.all(
      ['', 'fr/']
        .flatMap((folder) =>
          ['index.html', 'views/console.html', 'views/videos.html'].map((page) => folder + page),
        )
        .map((page) => text(page)),
    );
    const expected = inlineHashesOf(...pages);
    expect(inlineHashesOfPolicy(confPolicy ?? '')).toEqual(expected);
    expect(inlineHashesOfPolicy(headersPolicy ?? '')).toEqual(expected);
    expect(existsSync(file('nginx'))).toBe(false);
  });

  it('leaves no "Lyceo" in any file it writes', async () => {
    const files = filesUnder(outDir);
    expect(files.length).toBeGreaterThan(10);
    const withOldBrand: string[] = [];
    for (const path of files) {
      if ((await readFile(path, 'latin1')).includes('Lyceo'))
        withOldBrand.push(relative(outDir, path));
    }
    expect(withOldBrand).toEqual([]);
  });
});

describe('the service worker of a build without a staff PIN', () => {
  // Share cards (one a language) and search logo: for crawlers. Staff screens: no browser can open
  // them without a PIN.
  const neverLoaded = /^assets\/(og-image|logo|StaffScreens)-[\w-]+\.(png|js|css)$/;

  it('precaches every file the page can load, and none it never loads', async () => {
    const precached = [...(await text('sw.js')).matchAll(/"url":"([^"]+)"/g)].map(
      ([, url]) => url ?? '',
    );
    for (const url of precached) expect(existsSync(file(url)), url).toBe(true);
    expect(precached).toEqual(
      expect.arrayContaining(['index.html', 'fr/index.html', 'manifest.webmanifest']),
    );
    const assets = (await readdir(file('assets')))
      .map((name) => `assets/${name}`)
      .filter((path) => /\.(js|css|png|svg|woff2)$/.test(path));
    // Two share cards, the logo, the staff screens' script and style.
    expect(assets.filter((path) => neverLoaded.test(path))).toHaveLength(5);
    expect(precached.filter((url) => neverLoaded.test(url))).toEqual([]);
    // Cloudflare's worker is the host's, never the page's.
    expect(existsSync(file('_worker.js'))).toBe(true);
    expect(precached.filter((url) => url.startsWith('_'))).toEqual([]);
    expect(assets.filter((path) => !neverLoaded.test(path) && !precached.includes(path))).toEqual(
      [],
    );
  });

  // Hostile review R4-01: the worker keeps a language page only as its own deployment built it.
  it('lists each language page with the SHA-256 of the page as written', async () => {
    const worker = await text('sw.js');
    for (const page of ['index.html', 'fr/index.html']) {
      const entry = new RegExp(`\\{[^{}]*"url":"${page}"[^{}]*\\}`).exec(worker)?.[0] ?? '{}';
      const built = createHash('sha256')
        .update(await readFile(file(page)))
        .digest('base64');
      expect((JSON.parse(entry) as { sha256?: string }).sha256, page).toBe(built);
    }
  });
});
