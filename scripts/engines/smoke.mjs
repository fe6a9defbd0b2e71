// One smoke, the same on every engine: each step is page code (plain
// ES2017, which Chromium 72 still runs) that a driver evaluates in the page
// and polls until it holds. Steps read what a visitor sees: headings, button
// names, rows, cards. `driver` is { open(url), evaluate(expression), errors(), close() }.

/**
 * @typedef {{ version?: string, open(url: string): Promise<void>, evaluate(expression: string): Promise<any>, errors(): Promise<string[]>, close(): Promise<void> }} Driver
 * @typedef {[string, (driver: Driver, base: string) => Promise<unknown>]} Step
 */

/** The longest a step's condition may take to hold: a lazy chunk on a loaded, shared machine. */
const STEP_DEADLINE_MS = 30_000;

const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));

/** Page helpers, defined once per document before the steps run. */
const HELPERS = `
window.__smoke = {
  visible: (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  byName: (selector, name) =>
    Array.prototype.filter.call(document.querySelectorAll(selector), (el) =>
      ((el.getAttribute('aria-label') || el.textContent || '').trim() === name))[0] || null,
  h1: () => { const h = document.querySelector('h1'); return h ? h.textContent.trim() : ''; },
  rows: () => document.querySelectorAll('tbody tr').length,
  faq: (question) =>
    Array.prototype.filter.call(document.querySelectorAll('#faq details'), (d) =>
      d.querySelector('summary').textContent.trim() === question)[0] || null,
  // The app has taken the FAQ over (React's props on its elements): before, the
  // prerendered disclosures are native, several open at once below Chrome 120.
  faqOwned: () => { const d = document.querySelector('#faq details'); return !!d && Object.keys(d).some((k) => k.indexOf('__reactProps') === 0); },
  faqOpen: (question) => { const d = __smoke.faq(question); return !!d && d.open && __smoke.visible(d.querySelector('.accordion-body')); },
  splashGone: () => { const s = document.getElementById('splash'); return !s || getComputedStyle(s).display === 'none' || getComputedStyle(s).visibility === 'hidden'; },
  setValue: (el, value) => {
    const proto = el.tagName === 'SELECT' ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value);
    el.dispatchEvent(new Event(el.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  },
  labelled: (name) => {
    const label = Array.prototype.filter.call(document.querySelectorAll('label'), (l) => l.textContent.trim() === name)[0];
    return label ? document.getElementById(label.htmlFor) : document.querySelector('[aria-label="' + name + '"]');
  },
}`;

/** Evaluates `expression` until it is truthy; throws with `what` after the deadline. */
/**
 * @param {Driver} driver
 * @param {string} expression
 * @param {string} what
 */
export async function waitFor(driver, expression, what) {
  const deadline = Date.now() + STEP_DEADLINE_MS;
  let last;
  for (;;) {
    try {
      last = await driver.evaluate(`(window.__smoke || (${HELPERS})) && (${expression})`);
      if (last) return last;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) throw new Error(`${what} (last: ${JSON.stringify(last)})`);
    await sleep(100);
  }
}

/** @type {(driver: Driver, code: string) => Promise<unknown>} */
const act = (driver, code) =>
  driver.evaluate(`(window.__smoke || (${HELPERS})) && ((() => { ${code}; return true; })())`);

/** The website smoke: [name, run(driver, base)] in order; each needs the one before. */
/** @type {Step[]} */
export const WEBSITE_STEPS = [
  [
    'app starts',
    (d) =>
      waitFor(
        d,
        `document.documentElement.hasAttribute('data-app-started')`,
        'data-app-started never set',
      ),
  ],
  [
    'hero after the splash',
    (d) =>
      waitFor(
        d,
        `__smoke.splashGone() && __smoke.visible(document.querySelector('h1'))`,
        'splash still up or no heading',
      ),
  ],
  [
    'store link referrer tags',
    (d) =>
      waitFor(
        d,
        `Array.prototype.some.call(document.querySelectorAll('a[href^="https://play.google.com/"]'), (a) => /referrer=utm_source%3Dwebsite/.test(a.href))`,
        'no store link with its referrer tags',
      ),
  ],
  [
    'FAQ one answer at a time',
    async (d) => {
      // Native disclosures (<details name="faq">): engines before Chrome 120 ignore the
      // name, and the app's store keeps one answer open once it has the FAQ.
      await waitFor(d, `__smoke.faqOwned()`, 'the app never took the FAQ over');
      await act(d, `__smoke.faq('Is the app free?').querySelector('summary').click()`);
      await waitFor(d, `__smoke.faqOpen('Is the app free?')`, 'first answer did not open');
      await act(
        d,
        `__smoke.faq('Does it work with little data?').querySelector('summary').click()`,
      );
      await waitFor(
        d,
        `__smoke.faqOpen('Does it work with little data?') && document.querySelectorAll('#faq details[open]').length === 1`,
        'two answers open, or the second did not open',
      );
    },
  ],
  [
    'phone menu',
    async (d) => {
      await act(d, `__smoke.byName('button', 'Menu').click()`);
      await waitFor(
        d,
        `__smoke.visible(document.getElementById('main-menu')) && /Download App/.test(document.getElementById('main-menu').textContent)`,
        'menu did not open with its Download App link',
      );
      await act(d, `__smoke.byName('button', 'Close the menu').click()`);
      await waitFor(
        d,
        `!__smoke.visible(document.getElementById('main-menu'))`,
        'the menu did not close',
      );
    },
  ],
  [
    'language switch',
    async (d) => {
      await act(d, `__smoke.byName('.language-switch a', 'Français').click()`);
      await waitFor(
        d,
        `document.documentElement.lang === 'fr' && /Langue/.test(document.querySelector('.language-switch').getAttribute('aria-label'))`,
        'the page did not turn French',
      );
      await act(d, `__smoke.byName('.language-switch a', 'English').click()`);
      await waitFor(
        d,
        `document.documentElement.lang === 'en'`,
        'the page did not turn back to English',
      );
    },
  ],
  [
    '#/console: "math" leaves one row',
    async (d) => {
      await act(d, `location.hash = '#/console'`);
      await waitFor(d, `__smoke.rows() === 4`, 'console did not show its 4 rows');
      await act(d, `__smoke.setValue(__smoke.labelled('Search by title or subject'), 'math')`);
      await waitFor(d, `__smoke.rows() === 1`, '"math" did not leave one row');
    },
  ],
  [
    '#/console: a classroom filter narrows it',
    async (d) => {
      await act(d, `__smoke.setValue(__smoke.labelled('Search by title or subject'), '')`);
      await waitFor(d, `__smoke.rows() === 4`, 'clearing the search did not bring back 4 rows');
      await act(d, `__smoke.setValue(__smoke.labelled('Classroom'), 'Seconde A4')`);
      await waitFor(
        d,
        `__smoke.rows() > 0 && __smoke.rows() < 4`,
        'the classroom filter did not narrow the rows',
      );
    },
  ],
  [
    '#/videos: 3 cards',
    async (d) => {
      await act(d, `location.hash = '#/videos'`);
      await waitFor(
        d,
        `document.querySelectorAll('main article').length === 3`,
        'not 3 video cards',
      );
    },
  ],
  [
    '#/privacy-policy',
    async (d) => {
      await act(d, `location.hash = '#/privacy-policy'`);
      await waitFor(d, `__smoke.h1() === 'Privacy Policy'`, 'no Privacy Policy heading');
    },
  ],
  [
    'unknown route: error view',
    async (d) => {
      await act(d, `location.hash = '#/no-such-page'`);
      await waitFor(
        d,
        `__smoke.h1() === 'Unexpected Application Error!' && /404 Not Found/.test(document.body.textContent)`,
        'no not-found view',
      );
    },
  ],
  [
    'no uncaught error',
    async (d) => {
      const errors = await d.errors();
      if (errors.length) throw new Error(errors.join(' | '));
    },
  ],
];

/** The kiosk smoke: `?kiosk=1` opens on its attract screen, a touch gives the site. */
/** @type {Step[]} */
export const KIOSK_STEPS = [
  [
    'kiosk: app starts',
    (d) =>
      waitFor(
        d,
        `document.documentElement.hasAttribute('data-app-started')`,
        'data-app-started never set',
      ),
  ],
  [
    'kiosk: attract screen',
    (d) => waitFor(d, `__smoke.visible(document.querySelector('.attract'))`, 'no attract screen'),
  ],
  [
    'kiosk: a touch gives the site',
    async (d) => {
      await act(d, `document.querySelector('.attract').click()`);
      await waitFor(
        d,
        `!document.querySelector('.attract') && __smoke.visible(document.querySelector('h1'))`,
        'attract screen stayed',
      );
    },
  ],
  [
    'kiosk: no uncaught error',
    async (d) => {
      const errors = await d.errors();
      if (errors.length) throw new Error(errors.join(' | '));
    },
  ],
];

/** @type {(lang: string, message: string, legal: string) => string} */
const belowFloorWord = (lang, message, legal) => `
  __smoke.splashGone() && document.documentElement.lang === '${lang}' &&
  (() => { const n = document.querySelector('[role="alert"]'); return !!n && __smoke.visible(n) &&
    n.textContent.indexOf('${message}') !== -1 &&
    !!n.querySelector('a[href^="https://play.google.com/"][href*="utm_content%3Dbelow-floor"]') &&
    !!__smoke.byName('[role="alert"] a', '${legal}'); })()`;

/**
 * A step that opens `path` (below the site's base) as a new document, then
 * waits for `condition`: a hash change alone loads nothing, so it goes by
 * about:blank first.
 * @param {string} name
 * @param {string} path
 * @param {string} condition
 * @param {string} failure
 * @returns {Step}
 */
function freshPageStep(name, path, condition, failure) {
  return [
    name,
    async (d, base) => {
      await d.open('about:blank');
      await d.open(`${base}${path}`);
      await waitFor(d, condition, failure);
    },
  ];
}

/**
 * Below the floor (an engine the support list leaves out): each deep link to
 * the app's views says so in the page's language, with the store and the
 * legal pages, over the readable prerendered page. Each step opens its own URL.
 * @type {Step[]}
 */
export const BELOW_FLOOR_STEPS = [
  freshPageStep(
    '#/console: the clear word',
    '#/console',
    belowFloorWord('en', 'This browser is too old to open this page', 'Privacy Policy'),
    'no clear word in English',
  ),
  freshPageStep(
    '#/videos: the clear word',
    '#/videos',
    belowFloorWord('en', 'This browser is too old to open this page', 'Terms of Use'),
    'no clear word',
  ),
  freshPageStep(
    'fr/#/privacy-policy: the clear word in French',
    'fr/#/privacy-policy',
    belowFloorWord('fr', 'Ce navigateur est trop ancien', 'Politique de confidentialité'),
    'no clear word in French',
  ),
  freshPageStep(
    'the landing page stays readable',
    '#/',
    `__smoke.splashGone() && __smoke.visible(document.querySelector('h1')) && !document.querySelector('[role="alert"]')`,
    'landing page not readable, or a word it does not need',
  ),
  freshPageStep(
    'kiosk (?kiosk=1#/console): the clear word',
    '?kiosk=1#/console',
    belowFloorWord('en', 'This browser is too old to open this page', 'Privacy Policy'),
    'no clear word in the kiosk',
  ),
];

/**
 * Runs `steps` on `url` and stops at the first that fails (the rest need it).
 * @param {Driver} driver
 * @param {string} url
 * @param {Step[]} steps
 * @param {string} [base]
 * @returns {Promise<{ passed: number, total: number, failure: string | null }>}
 */
export async function runSmoke(driver, url, steps, base = url) {
  if (url) await driver.open(url);
  let passed = 0;
  for (const [name, run] of steps) {
    try {
      await run(driver, base);
      passed += 1;
    } catch (error) {
      const errors = await driver.errors().catch(() => []);
      const why = error instanceof Error ? error.message : String(error);
      return {
        passed,
        total: steps.length,
        failure: `${name}: ${why}${errors.length ? ` [page errors: ${errors.join(' | ')}]` : ''}`,
      };
    }
  }
  return { passed, total: steps.length, failure: null };
}
