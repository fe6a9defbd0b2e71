import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { APP_ENTRY_FILE } from '../src/shared/pageMeta';
import { holdBack } from './splashEnd';

/**
 * Opens `url` under Playwright's fake clock and moves it past the 2 s splash
 * instead of waiting it out. The clock then flows with real time, as the
 * menu's and dialogs' transitions need; layout.spec.ts keeps the one
 * real-time check of the splash's 2 s.
 */
export async function skipSplash(page: Page, url: string, time?: Date): Promise<void> {
  await page.clock.install(time ? { time } : undefined);
  await page.goto(url);
  await page.clock.runFor(2_100);
  // A deep link keeps the splash until its lazy page is in: a ceiling for a loaded machine.
  await expect(page.locator('#splash')).toHaveCount(0, { timeout: 30_000 });
  await startApp(page);
}

/**
 * The app running, as it runs after a visitor's first click on a fast link
 * (lib/appEntry.ts: the landing page fetches it when idle and starts it then;
 * any other view starts it at once): tests drive the app. The click lands on
 * the page's body, where it opens nothing, and is made again until the
 * splash's idle time has passed.
 */
export async function startApp(page: Page): Promise<void> {
  const html = page.locator('html');
  const onItsWay = page.locator('html[data-app-requested], html[data-app-started]');
  await expect(async () => {
    if ((await onItsWay.count()) === 0) await page.locator('body').dispatchEvent('click');
    await expect(onItsWay).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(html).toHaveAttribute('data-app-started', '', { timeout: 30_000 });
}

/** Opens a hash route and lets the splash go (in a kiosk, the attract loop too). */
export async function openRoute(page: Page, route = '/', query = ''): Promise<void> {
  await skipSplash(page, `./${query}#${route}`);
  if (new URLSearchParams(query).get('kiosk') === '1') await dismissAttract(page);
}

/** The attract loop a kiosk starts on (and returns to at each idle reset). */
export async function waitForAttract(page: Page): Promise<Locator> {
  const attract = page.locator('.attract');
  // The kiosk chunk is lazy: on a loaded machine it can take a while.
  await expect(attract).toBeVisible({ timeout: 30_000 });
  return attract;
}

/** One touch on the attract loop gives the site to the visitor. */
export async function dismissAttract(page: Page): Promise<void> {
  const attract = await waitForAttract(page);
  await page.mouse.click(8, 8);
  await expect(attract).toHaveCount(0);
}

/** What `navigator.connection` says on this page, before any of its scripts runs. */
export async function connection(
  page: Page,
  value: { saveData: boolean; effectiveType: string },
): Promise<void> {
  await page.addInitScript((stub) => {
    const target = new EventTarget();
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(target, stub),
    });
  }, value);
}

/** A phone whose browser says every byte counts (Save-Data), before any of the page's scripts runs. */
export function saveData(page: Page): Promise<void> {
  return connection(page, { saveData: true, effectiveType: '3g' });
}

/** The visitor turns Save-Data off on a page `connection` stubbed: its `change` event fires. */
export async function linkGetsFaster(page: Page): Promise<void> {
  await page.evaluate(() => {
    const link = (navigator as Navigator & { connection: EventTarget & { saveData: boolean } })
      .connection;
    link.saveData = false;
    link.dispatchEvent(new Event('change'));
  });
}

/**
 * Playwright's fake clock at `time`, paused: from here only runFor moves the
 * page's time, so a check like "the first slide, then the second 7 s later"
 * holds however busy the machine is. (install() alone lets the fake clock
 * flow with real time.)
 */
export async function installPausedClock(page: Page, time: Date): Promise<void> {
  await page.clock.install({ time });
  await page.clock.pauseAt(time.getTime() + 1_000);
}

/** The request for the app's entry script (src/shared/pageMeta.ts), from any page of the site. */
export const APP_ENTRY_REQUEST = new RegExp(`/${APP_ENTRY_FILE.replace('.', '\\.')}$`);

/**
 * The English landing page as a visitor has it before the app's code
 * arrives: the entry held back, the splash run out on a paused clock (the
 * no-script fallback's 2 s), the app not started. release() lets the entry through.
 */
export async function openLandingWithEntryHeldBack(page: Page): Promise<{ release: () => void }> {
  await installPausedClock(page, new Date(2025, 2, 14, 10, 0, 0));
  const entry = await holdBack(page, APP_ENTRY_REQUEST);
  await page.goto('./', { waitUntil: 'commit' });
  await expect(page.locator('footer')).toBeAttached();
  await page.clock.runFor(2_000);
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
  return entry;
}

/**
 * A kiosk (10:00 on a fixed day unless `time` says otherwise; `query` its URL
 * query) under Playwright's fake clock: splash gone,
 * attract loop up. The clock flows, as the menu's and the dialogs' transitions
 * need; pauseClock before a check that counts seconds.
 */
export async function startKiosk(
  page: Page,
  time = new Date(2025, 2, 14, 10, 0, 0),
  query = '?kiosk=1',
): Promise<void> {
  await skipSplash(page, `./${query}#/`, time);
  await waitForAttract(page);
}

/**
 * WCAG 2.1 A and AA rules of axe-core; returns the violations, ids and targets.
 * `within`: only the part of the page under this selector (a full-screen
 * dialog, say, whose backdrop has a live animation behind it).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * Runs an action that scrolls the page and waits for its scroll event, which
 * comes a frame later: a check made at once (what the kiosk counts as seen)
 * would read the page from before it. (A scroll is no longer activity for the
 * kiosk's idle timer: useIdleReset.ts.)
 */
export async function scrolling(page: Page, action: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => {
    const target = window as unknown as { scrolled: Promise<void> };
    target.scrolled = new Promise((resolve) =>
      window.addEventListener('scroll', () => resolve(), { once: true, capture: true }),
    );
  });
  await action();
  await page.evaluate(() => (window as unknown as { scrolled: Promise<void> }).scrolled);
}

/**
 * Stops a flowing fake clock, so that from here only runFor moves time: a
 * check like "no warning at 29 s of 30" no longer depends on how busy the
 * machine is.
 */
export async function pauseClock(page: Page): Promise<void> {
  // pauseAt takes a time on the page's clock, which runs on meanwhile: aim a second ahead.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** The site's routes, from the app's one route table. */
export { SITE_ROUTES as ROUTES } from '../src/shared/routes';

/**
 * The landing page's sections, in order (the prerendered page has them all): the sources' one
 * list, so a section added there is expected here too.
 */
export { SECTION_IDS as LANDING_SECTIONS } from '../src/renderer/src/content/sections';

/** What Playwright logs for a page's register() where service workers are blocked. */
const BLOCKED_WORKER_WARNING = 'Service Worker registration blocked by Playwright';

/**
 * Collects every console warning and error and every uncaught exception of
 * `page` from now on; a test expects the list to stay empty.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The desktop and phone projects block service workers, and Playwright's stand-in for
    // register() says so; console-messages.spec.ts keeps the real registration under watch.
    if (message.text() === BLOCKED_WORKER_WARNING) return;
    if (message.type() === 'warning' || message.type() === 'error') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The website's store link at a placement: Play's referrer names where it sits (utm_content). */
export function websiteStoreLink(placement: string): string {
  return `https://play.google.com/store/apps/details?id=cm.lyceo.app&referrer=utm_source%3Dwebsite%26utm_medium%3Dlink%26utm_content%3D${placement}`;
}

/*
 * Where a test runs (playwright.config.ts). Untagged: the desktop project
 * (1280 px) only, for what the layout does not change. BOTH_VIEWPORTS: phone
 * (375 px, touch) and desktop, where the layout differs (navbar, menu, axe on
 * every route). PHONE_ONLY: phones are what it is about (2G, no JavaScript,
 * the mobile menu).
 */
export const BOTH_VIEWPORTS = { tag: '@both-viewports' };
export const PHONE_ONLY = { tag: '@phone' };

/**
 * Switches language in the running app, in place (on a phone, with the menu
 * opened first, as a visitor may). Before the app runs the same links lead to
 * the other language's page (e2e/landing-without-app.spec.ts).
 */
export async function chooseLanguage(
  page: Page,
  name: 'English' | 'Français',
  phone: boolean,
): Promise<void> {
  await startApp(page);
  if (phone) {
    await page.locator('.navbar-toggler').click();
    await expect(page.locator('#main-menu')).toHaveClass(/(^|\s)show(\s|$)/);
    await expect(page.locator('#main-menu')).not.toHaveClass(/collapsing/);
  }
  const link = page.getByRole('link', { name });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'true');
}

/** Each route's main heading in each language. */
export const ROUTE_HEADINGS = {
  en: {
    '/': /Succeed from Seconde/,
    '/console': 'Document Console',
    '/videos': 'Educational Videos',
    '/privacy-policy': 'Privacy Policy',
    '/terms-of-use': 'Terms of Use',
  },
  fr: {
    '/': /Réussis de la Seconde/,
    '/console': 'Console de documents',
    '/videos': 'Vidéos éducatives',
    '/privacy-policy': 'Politique de confidentialité',
    '/terms-of-use': 'Conditions d’utilisation',
  },
} as const;

/** Chooses a language, then closes the phone's menu again. */
export async function switchLanguage(page: Page, name: 'English' | 'Français', phone: boolean) {
  await chooseLanguage(page, name, phone);
  if (phone) await page.keyboard.press('Escape');
}
