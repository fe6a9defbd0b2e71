import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test, type Page } from './fixtures';
import { axeViolations } from './helpers';

/**
 * A phone at the back of a classroom: a 2.2 m wide picture (a 100-inch
 * screen) seen by a camera of about 70° across from 5 m and more fills under a
 * third of the frame; at the 1280 to 1920 pixels a scanner reads a frame with,
 * the slide's pixels come to about a quarter. Every 4 × 4 block of the
 * screenshot becomes one grey pixel (its mean), as a camera's sensor would see
 * it, and jsQR must still read the code.
 */
function readAtQuarterScale(screenshot: Buffer): string | null {
  const png = PNG.sync.read(screenshot);
  const scale = 4;
  const width = Math.floor(png.width / scale);
  const height = Math.floor(png.height / scale);
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = ((y * scale + dy) * png.width + x * scale + dx) * 4;
          sum += ((png.data[at] ?? 0) + (png.data[at + 1] ?? 0) + (png.data[at + 2] ?? 0)) / 3;
        }
      }
      pixels.fill(sum / scale ** 2, (y * width + x) * 4, (y * width + x) * 4 + 3);
      pixels[(y * width + x) * 4 + 3] = 255;
    }
  }
  return jsQR(pixels, width, height)?.data ?? null;
}

/** What the test measures of the slide on screen (see measureSlide). */
interface SlideFit {
  position: string;
  /** The slide's content height and the height it has, in px. */
  content: number;
  room: number;
  /** Pixels of content past the slide's box (overflow), past the screen, or under a control. */
  overflow: number;
  outside: number;
  underControl: number;
  /** The smallest text on the slide and its code's caption, px. */
  smallestText: number;
  /** The code's height over the screen's. */
  codeShare: number;
  /** Words left alone on a line of the code's caption. */
  loneWords: number;
}

/**
 * Measures the slide on screen, in the page: its content against its box, every
 * element against the screen and against the deck's controls, its text size,
 * its QR code's height, and the caption's last lines.
 */
function measureSlide(): SlideFit {
  const deck = document.querySelector('.present') as HTMLElement;
  const slide = deck.querySelector('.present-slide') as HTMLElement;
  const code = deck.querySelector('.present-code') as HTMLElement;
  const controls = [...deck.querySelectorAll('.present-footer button')];
  const shown = [slide, code].flatMap((part) => [...part.querySelectorAll('*')]);
  const { innerWidth, innerHeight } = window;
  let outside = 0;
  let underControl = 0;
  let smallestText = Infinity;
  for (const element of shown) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    outside = Math.max(
      outside,
      -box.top,
      -box.left,
      box.bottom - innerHeight,
      box.right - innerWidth,
    );
    for (const control of controls) {
      const over = control.getBoundingClientRect();
      const x = Math.min(box.right, over.right) - Math.max(box.left, over.left);
      const y = Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top);
      if (x > 0 && y > 0) underControl = Math.max(underControl, Math.min(x, y));
    }
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (ownText)
      smallestText = Math.min(smallestText, parseFloat(getComputedStyle(element).fontSize));
  }
  // A word alone on its line: its box starts a line that no other word of its text shares.
  let loneWords = 0;
  for (const part of code.querySelectorAll('figcaption > *')) {
    const text = part.firstChild;
    if (!text?.textContent) continue;
    const range = document.createRange();
    const words = [...text.textContent.matchAll(/\S+/g)];
    const tops = words.map((word) => {
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      return Math.round(range.getClientRects()[0]?.top ?? 0);
    });
    loneWords += tops.filter((top) => tops.filter((other) => other === top).length === 1).length;
    if (words.length === 1) loneWords -= 1;
  }
  return {
    position: deck.querySelector('.present-position')?.textContent ?? '',
    content: Math.round(
      (slide.lastElementChild?.getBoundingClientRect().bottom ?? 0) -
        (slide.firstElementChild?.getBoundingClientRect().top ?? 0),
    ),
    room: slide.clientHeight,
    overflow: Math.max(
      slide.scrollHeight - slide.clientHeight,
      slide.scrollWidth - slide.clientWidth,
    ),
    outside: Math.max(0, Math.round(outside)),
    underControl: Math.round(underControl),
    smallestText,
    codeShare: (code.querySelector('svg')?.getBoundingClientRect().height ?? 0) / innerHeight,
    loneWords,
  };
}

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
/** Where the quarter-scale codes are read: the smallest projector and the largest. */
const READ_AT = ['1024x768', '1920x1080'];
const COUNT = 12;

/** Every slide in turn, from the first: its fit, and (`read`) what a phone at the back reads of its code. */
async function measureEverySlide(page: Page, read: boolean) {
  const slides: Array<SlideFit & { read: string | null }> = [];
  await page.keyboard.press('Home');
  for (let index = 0; index < COUNT; index += 1) {
    if (index > 0) await page.keyboard.press('PageDown');
    await expect(page.locator('.present-position')).toHaveText(
      new RegExp(` ${index + 1} \\w+ ${COUNT}$`),
    );
    // Every image of the slide drawn first: the app's screens are files.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.present-slide img')].every(
        (image) => image.complete,
      ),
    );
    const fit = await page.evaluate(measureSlide);
    slides.push({ ...fit, read: read ? readAtQuarterScale(await page.screenshot()) : null });
  }
  return slides;
}

test('every slide fits every projector in both languages, and a phone at the back reads every code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SIZES[0]!);
  await page.goto('./?present=1&event=foire-2026#/');
  const deck = page.getByRole('dialog');
  await expect(deck).toHaveAccessibleName('Lyceo: presentation');
  const code = deck.getByRole('img', { name: /^QR code for / });
  const shortUrl = await code.getAttribute('data-qr-value');
  expect(shortUrl).toBe('https://lyceo.cm/k/p/foire-2026');
  // The short address takes a phone to the store link tagged as a presentation's (nginx's 302).
  const reply = await page.request.get(`.${new URL(shortUrl ?? '').pathname}`, { maxRedirects: 0 });
  expect(reply.status()).toBe(302);
  expect(reply.headers()['location']).toContain('utm_content%3Dpresentation');

  const report: string[] = [];
  const reads: Record<string, number> = {};
  for (const language of ['en', 'fr']) {
    if (language === 'fr') {
      await page.keyboard.press('l');
      await expect(
        deck.getByText(`Diapositive ${COUNT} sur ${COUNT}`, { exact: true }),
      ).toBeVisible();
    }
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const name = `${size.width}x${size.height}`;
      const read = language === 'en' && READ_AT.includes(name);
      const slides = await measureEverySlide(page, read);
      for (const slide of slides) {
        const where = `${language} ${name} ${slide.position}`;
        expect.soft(slide.overflow, `${where}: past the slide`).toBeLessThanOrEqual(0);
        expect.soft(slide.outside, `${where}: past the screen`).toBe(0);
        expect.soft(slide.underControl, `${where}: under a control`).toBe(0);
        expect.soft(slide.codeShare, `${where}: QR height share`).toBeGreaterThanOrEqual(0.3);
        expect.soft(slide.loneWords, `${where}: a word alone in the caption`).toBe(0);
        if (name === '1024x768')
          expect.soft(slide.smallestText, `${where}: smallest text`).toBeGreaterThanOrEqual(24);
        if (read) expect.soft(slide.read, `${where}: read at a quarter`).toBe(shortUrl);
        if (name === '1024x768')
          report.push(
            `${where}: ${slide.content}/${slide.room} px, text ≥ ${slide.smallestText} px`,
          );
      }
      if (read) reads[name] = slides.filter((slide) => slide.read === shortUrl).length;
    }
  }
  test
    .info()
    .annotations.push(
      { type: 'fit at 1024x768', description: report.join('\n') },
      { type: 'read at a quarter', description: JSON.stringify(reads) },
    );
  console.log(report.join('\n'), '\nread at a quarter (of 12):', reads);
});

test('a presenter view follows the deck both ways with notes, F goes full screen, Escape pauses, the counts are kept', async ({
  page,
}) => {
  await page.setViewportSize(SIZES[4]!);
  await page.goto('./?present=1&event=foire-2026#/');
  const deck = page.getByRole('dialog');
  await expect(deck).toBeFocused();
  const slide = deck.getByRole('heading', { level: 2 });
  await expect(slide).toHaveText('Succeed from Seconde to Terminale with Lyceo');

  // F: full screen at once; the offer of a first key is for the other keys.
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);

  // S: the presenter view, in step both ways; its notes never on the audience's screen.
  const [view] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('s')]);
  const presenter = view.getByRole('main', { name: 'Lyceo: presenter view' });
  await expect(presenter.getByRole('heading', { name: /^Now · Slide 1 of 12$/ })).toBeVisible();
  await expect(presenter.getByText(/^Introduce yourself/)).toBeVisible();
  await expect(presenter.getByText('Time of day')).toBeVisible();
  await view.keyboard.press('PageDown');
  await expect(slide).toHaveText('Workspace');
  await expect(presenter.getByText(/^Show the quiz/)).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(presenter.getByRole('heading', { name: /^Now · Slide 3 of 12$/ })).toBeVisible();
  await expect(page.getByText(/^Show the quiz|^Students share/)).toHaveCount(0);
  expect(await axeViolations(view)).toEqual([]);
  await view.close();

  // O: the overview; arrows and Enter choose. A number and Enter jump. ? lists the keys.
  await page.keyboard.press('o');
  const overview = deck.getByRole('navigation', { name: 'All slides' });
  await expect(overview.getByRole('button')).toHaveCount(12);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(deck.getByText('Slide 7 of 12', { exact: true })).toBeVisible();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(slide).toHaveText('Workspace');
  await page.keyboard.press('?');
  await expect(deck.getByRole('heading', { name: 'Keys' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(deck.getByRole('heading', { name: 'Keys' })).toHaveCount(0);

  // L and B as before.
  await page.keyboard.press('l');
  await expect(slide).toHaveText('Espace de travail');
  await page.keyboard.press('b');
  await expect(page.locator('.present-blank')).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(page.locator('.present-blank')).toHaveCount(0);
  await expect(slide).toHaveText('Espace de travail');

  // Escape leaves full screen first; the next pauses the deck, which keeps present=1.
  await page.keyboard.press('Escape');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(deck).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(deck.getByText('La présentation est en pause.')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('present')).toBe('1');
  await deck.getByRole('button', { name: 'Retour au site' }).click();
  await expect(deck).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(new URL(page.url()).searchParams.get('present')).toBeNull();

  // One session: the presenter view is not a second presentation.
  const stored = await page.evaluate(() => localStorage.getItem('lyceo.kiosk.usage'));
  const days = Object.entries(JSON.parse(stored ?? '{}').days ?? {});
  const [, day] = days.find(([key]) => key.endsWith('//foire-2026/presentation')) ?? [];
  expect(day).toMatchObject({ sessions: 1 });
});
