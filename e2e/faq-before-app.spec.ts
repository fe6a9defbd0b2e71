import { expect, type Page, test } from './fixtures';
import { openLandingWithEntryHeldBack, startApp, watchConsole } from './helpers';

/**
 * The FAQ of the prerendered page works before the app does: with JavaScript
 * off, and while the app's code is still on its way (native disclosure,
 * `<details name="faq">`). The spec's rules hold either way: at most one
 * answer open, opening another closes the current one, tapping the open one
 * closes it. The app then takes the page over without a hydration warning,
 * keeping the answer the visitor opened.
 */
const QUESTIONS = {
  en: [
    {
      question: 'Is the app free?',
      answer: /Yes for Seconde \(A4, C\), every lycée class before Première/,
    },
    { question: 'Does it work with little data?', answer: /download them once on Wi-Fi/ },
  ],
  fr: [
    { question: 'L’appli est-elle gratuite ?', answer: /Oui en Seconde \(A4, C\)/ },
    {
      question: 'Ça marche avec peu de données ?',
      answer: /télécharge\u2011les une fois en Wi-Fi/,
    },
  ],
} as const;
type Item = (typeof QUESTIONS)[keyof typeof QUESTIONS][number];

const question = (page: Page, item: Item) =>
  page.locator('#faq').getByText(item.question, { exact: true });
/** The answer below a question: what opens and closes. */
const answer = (page: Page, item: Item) =>
  page
    .locator('#faq .accordion-item')
    .filter({ has: page.getByText(item.question, { exact: true }) })
    .locator('.accordion-body');

async function expectOneAnswerAtATime(
  page: Page,
  [free, data]: readonly [Item, Item],
): Promise<void> {
  await expect(answer(page, free)).toBeHidden();
  await question(page, free).click();
  await expect(answer(page, free)).toBeVisible();
  await expect(answer(page, free)).toHaveText(free.answer);
  await question(page, data).click();
  await expect(answer(page, data)).toBeVisible();
  await expect(answer(page, free)).toBeHidden();
  await question(page, data).click();
  await expect(answer(page, data)).toBeHidden();
  await expect(answer(page, free)).toBeHidden();
}

test.describe('the FAQ before the app runs', () => {
  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });

    for (const [path, lang] of [
      ['./', 'en'],
      ['./fr/', 'fr'],
    ] as const) {
      test(`${path}: an answer opens on a click, one at a time, and closes`, async ({ page }) => {
        await page.goto(path);
        await expectOneAnswerAtATime(page, QUESTIONS[lang]);
      });
    }
  });

  test.describe(() => {
    // Its registration is part of what this test watches: Playwright's stand-in for a blocked
    // register() answers nothing, which the app reports as a warning.
    test.use({ serviceWorkers: 'allow' });

    test('opens one answer at a time with the app held back, then the app keeps the open one', async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const entry = await openLandingWithEntryHeldBack(page);
      const [free, data] = QUESTIONS.en;
      await expectOneAnswerAtATime(page, QUESTIONS.en);

      // Left open when the app arrives: it stays open, and the app's rules apply from there.
      await question(page, free).click();
      await expect(answer(page, free)).toBeVisible();
      entry.release();
      await startApp(page);
      await page.waitForLoadState('networkidle');
      await expect(answer(page, free)).toBeVisible();
      await question(page, data).click();
      await expect(answer(page, data)).toBeVisible();
      await expect(answer(page, free)).toBeHidden();
      await question(page, data).click();
      await expect(answer(page, data)).toBeHidden();
      expect(problems).toEqual([]);
    });
  });
});
