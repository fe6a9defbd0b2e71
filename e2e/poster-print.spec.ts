import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { TestInfo } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { axeViolations } from './helpers';
import { decodeQrGrid, renderPdf } from './pdfPages';

/** What Play reads from a store link: its referrer's utm pairs. */
function playReads(link: string | null): Record<string, string> {
  expect(link).not.toBeNull();
  const url = new URL(link ?? '');
  expect(url.origin + url.pathname).toBe('https://play.google.com/store/apps/details');
  return Object.fromEntries(new URLSearchParams(url.searchParams.get('referrer') ?? ''));
}

const LANGUAGES = {
  en: {
    folder: '',
    free: 'Free for Seconde (A4, C), every lycée class before Première.',
    plan: '650 FCFA',
  },
  fr: {
    folder: 'fr/',
    free: 'Gratuit en Seconde (A4, C), toutes les classes du lycée avant la Première.',
    plan: '650 FCFA',
  },
} as const;

async function openPrintView(page: Page, folder: string, query: string): Promise<void> {
  await page.goto(`./${folder}#/poster?${query}`);
  await expect(page.locator('#splash')).toHaveCount(0, { timeout: 5000 });
  await expect(page.locator('.print-sheet svg.qr-code').first()).toBeVisible();
}

/** The page printed as Chromium's print dialog would, honouring the sheet's @page size. */
async function printToPdf(page: Page): Promise<Buffer> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

/** The rendered page beside the test's results, to look at when it fails. */
async function attachPng(testInfo: TestInfo, name: string, png: PNG): Promise<void> {
  const path = testInfo.outputPath(name);
  writeFileSync(path, PNG.sync.write(png));
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const A4 = { width: 595.28, height: 841.89 };

for (const [locale, language] of Object.entries(LANGUAGES)) {
  test(`${locale}: the poster prints on one A4 page, its QR code tagged for the event`, async ({
    page,
    context,
  }, testInfo) => {
    await openPrintView(page, language.folder, 'event=salon-yaounde-2026');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const pages = await renderPdf(context, await printToPdf(page));
    await attachPng(testInfo, `poster-${locale}.png`, pages[0]!.png);
    expect(pages).toHaveLength(1);
    const [poster] = pages;
    expect(poster?.width).toBeCloseTo(A4.width, 0);
    expect(poster?.height).toBeCloseTo(A4.height, 0);
    expect(poster?.text).toContain(language.free);
    expect(poster?.text).toContain(language.plan);
    // Nothing of the screen (heading, buttons, note) nor of the frame in print.
    expect(poster?.text).not.toMatch(/Print|Imprimer|Posters and flyers|Affiches et flyers/);
    const [code] = decodeQrGrid(poster!.png, 1, 1);
    expect(playReads(code ?? null)).toEqual({
      utm_source: 'website',
      utm_medium: 'print',
      utm_campaign: 'salon-yaounde-2026',
      utm_content: 'poster',
    });
    // The line written out is one a person can type: the store's plain address, no referrer
    // (the tagged link stays in the code).
    const written = poster?.text.replace(/\s+/g, '') ?? '';
    expect(written).toContain(code?.split('&referrer=')[0]?.replace(/^https:\/\//, ''));
    expect(written).not.toContain('referrer');
  });

  test(`${locale}: the flyer sheet prints four flyers on one A4 page, each code tagged`, async ({
    page,
    context,
  }, testInfo) => {
    await openPrintView(page, language.folder, 'event=salon-yaounde-2026&sheet=flyers');
    await expect(page.locator('.flyer')).toHaveCount(4);
    const pages = await renderPdf(context, await printToPdf(page));
    await attachPng(testInfo, `flyers-${locale}.png`, pages[0]!.png);
    expect(pages).toHaveLength(1);
    const [sheet] = pages;
    expect(sheet?.width).toBeCloseTo(A4.width, 0);
    expect(sheet?.height).toBeCloseTo(A4.height, 0);
    expect(sheet?.text.split(language.free)).toHaveLength(5);
    const codes = decodeQrGrid(sheet!.png, 2, 2);
    expect(codes).toHaveLength(4);
    for (const code of codes) {
      expect(playReads(code)).toEqual({
        utm_source: 'website',
        utm_medium: 'print',
        utm_campaign: 'salon-yaounde-2026',
        utm_content: 'flyer',
      });
    }
  });
}

test('an event that is not a slug: said on screen as text, not in print, no campaign', async ({
  page,
  context,
}) => {
  const hostile = '<img src=x onerror=alert(1)>';
  await openPrintView(page, '', `event=${encodeURIComponent(hostile)}`);
  const note = page.locator('.poster-event-missing');
  await expect(note).toContainText(hostile);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const [poster] = await renderPdf(context, await printToPdf(page));
  expect(poster?.text).not.toContain('onerror');
  // The form, with its suggestion for this event, is the screen's only.
  await expect(page.getByRole('button', { name: /^Use / })).toBeVisible();
  expect(poster?.text).not.toContain('Your fair on the sheet');
  expect(playReads(decodeQrGrid(poster!.png, 1, 1)[0] ?? null)).toEqual({
    utm_source: 'website',
    utm_medium: 'print',
    utm_content: 'poster',
  });
});

test('on screen: the sheet, a Print button, the PDF note; axe clean on both sheets', async ({
  page,
}) => {
  await openPrintView(page, '', 'event=salon-2026');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Posters and flyers for your fair',
  );
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByText('Save as PDF')).toBeVisible();
  await expect(page).toHaveTitle('Posters and flyers · Lyceo');
  expect(await axeViolations(page)).toEqual([]);
  // The form writes the address; an event typed as a fair writes it gets the name that works.
  const form = page.getByRole('form', { name: 'Your fair on the sheet' });
  await form.getByRole('textbox', { name: 'Event' }).fill('Foire Yaoundé 2026');
  await form.getByRole('button', { name: 'Use foire-yaounde-2026' }).click();
  await expect(page).toHaveURL(/#\/poster\?event=foire-yaounde-2026$/);
  await expect(page.locator('.poster-event')).toContainText('foire-yaounde-2026');
  await page.getByRole('link', { name: 'Four flyers' }).click();
  await expect(page).toHaveURL(/#\/poster\?event=foire-yaounde-2026&sheet=flyers$/);
  await expect(page.locator('.flyer')).toHaveCount(4);
  expect(await axeViolations(page)).toEqual([]);
});

test('bilingual flyers with the stand and the date: WhatsApp and the address at 14 pt or more on each A6, nothing cut off; a hostile stand is said on screen only', async ({
  page,
}) => {
  await openPrintView(
    page,
    'fr/',
    'event=salon-2026&sheet=flyers&lang=both&stand=B12&date=2026-03-14',
  );
  const flyer = page.locator('.flyer').first();
  await expect(flyer.locator('.sheet-where')).toHaveText([
    'Retrouve\u2011nous au stand B12 le 14 mars 2026',
    'Find us at stand B12 on March 14, 2026',
  ]);
  const measured = await flyer.evaluate((element) => {
    const sheet = element.closest('.sheet-page')?.getBoundingClientRect().width ?? 1;
    const box = element.getBoundingClientRect();
    const mm = (selector: string) =>
      (parseFloat(getComputedStyle(element.querySelector(selector) as Element).fontSize) / sheet) *
      210;
    return {
      contactMm: mm('.sheet-contact'),
      linkMm: mm('.sheet-link'),
      outside: [...element.children].filter((part) => {
        const inner = part.getBoundingClientRect();
        return inner.bottom > box.bottom + 0.5 || inner.right > box.right + 0.5;
      }).length,
    };
  });
  // 14 pt is 4.94 mm: read at arm's length and beyond.
  expect(measured.contactMm).toBeGreaterThanOrEqual(4.94);
  expect(measured.linkMm).toBeGreaterThanOrEqual(2.7);
  expect(measured.outside).toBe(0);
  await expect(flyer.locator('.sheet-contact')).toHaveText(
    /^WhatsApp\s:\s\+237\s650\s00\s00\s00\sWeb\s:\slyceo\.cm$/,
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('./fr/#/poster?stand=%3Cscript%3Ex%3C%2Fscript%3E&date=2026-02-30');
  await expect(
    page.getByText('« <script>x</script> » ne peut pas être imprimé comme stand', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('« 2026-02-30 » n’est pas une date', { exact: false })).toBeVisible();
  await expect(page.locator('.sheet-where')).toHaveCount(0);
});

for (const [locale, { folder }] of Object.entries(LANGUAGES)) {
  test(`${locale}: the poster's headline reads from 3 m, beside the site's illustration, all of it on the sheet`, async ({
    page,
  }) => {
    await openPrintView(page, folder, 'event=salon-2026');
    const sheet = page.locator('.sheet-page');
    const illustration = sheet.locator('img.sheet-illustration');
    await expect(illustration).toBeVisible();
    // Loaded, not a broken image.
    expect(
      await illustration.evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    const measure = () =>
      sheet.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const pitch = element.querySelector('.sheet-pitch');
        const parts = [...element.querySelectorAll('.print-sheet > *, .sheet-illustration')];
        return {
          // On A4 the sheet is 210 mm wide: the headline's type in mm.
          pitchMm: (parseFloat(getComputedStyle(pitch as Element).fontSize) / box.width) * 210,
          outside: parts.filter((part) => {
            const inner = part.getBoundingClientRect();
            return inner.bottom > box.bottom + 0.5 || inner.right > box.right + 0.5;
          }).length,
        };
      });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const { pitchMm, outside } = await measure();
      // Capitals about 10 mm tall: 1 mm of capital per 300 mm of distance.
      expect(pitchMm, `${width} px`).toBeGreaterThanOrEqual(14.5);
      expect(outside, `${width} px: parts of the poster cut off by the sheet's edge`).toBe(0);
    }
  });
}
