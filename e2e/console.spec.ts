import { expect, test, type Page } from './fixtures';
import { axeViolations, openRoute, PHONE_ONLY } from './helpers';

const rowTitles = (page: Page) => page.locator('tbody tr th');

test('typing and choosing filters narrows the table live', async ({ page }) => {
  await openRoute(page, '/console');
  await expect(rowTitles(page)).toHaveCount(4);
  await expect(page.getByRole('status')).toHaveText('Showing 4 of 4 documents');

  await page.getByRole('searchbox', { name: 'Search by title or subject' }).fill('MATHÉ');
  await expect(rowTitles(page)).toHaveText(['Mathematics – Baccalauréat C, paper and correction']);
  await expect(page.getByRole('status')).toHaveText('Showing 1 of 4 documents');

  await page.getByRole('searchbox', { name: 'Search by title or subject' }).fill('');
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2024');
  await expect(rowTitles(page)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Classroom' }).selectOption('Seconde A4');
  await expect(rowTitles(page)).toHaveText(['History – Cameroon from 1960 to today']);
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText('Seconde A4');
  await expect(row).toContainText('History');
  await expect(row).toContainText('2024');
});

test('no match shows the empty state, and Clear filters restores the table', async ({ page }) => {
  await openRoute(page, '/console');
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('Geography');
  await expect(page.getByText('No document matches these filters.')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Showing 0 of 4 documents');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rowTitles(page)).toHaveCount(4);
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
});

test('hostile search text is plain text', async ({ page }) => {
  await openRoute(page, '/console');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const text of ['(', '.*', '[a-z]+', '\\', '<img src=x onerror=alert(1)>', 'x'.repeat(500)]) {
    await page.getByRole('searchbox').fill(text);
    // The box keeps what its maxlength allows; the empty state quotes what it kept.
    const kept = await page.getByRole('searchbox').inputValue();
    await expect(page.getByText(`No document matches “${kept}”.`)).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a download opens the app notice, not a dead page', async ({ page }) => {
  await openRoute(page, '/console');
  await page
    .getByRole('button', { name: /^Download .* in the app$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Documents are downloaded in the app' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/console$/);
});

test(
  'on a 360 x 667 phone the first result is a whole card on the first screen, nothing scrolls sideways',
  PHONE_ONLY,
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 667 });
    await openRoute(page, '/console');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The selects fold behind Filters: the first card sits above the fold, whole.
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Year' })).toBeHidden();
    await expect(page.locator('tbody tr').first()).toBeInViewport({ ratio: 1 });
  },
);

test('videos show thumbnail, duration and views, and open in a new tab', async ({ page }) => {
  await openRoute(page, '/videos');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('12:34');
  await expect(cards.first()).toContainText('12.4K views');
  const link = cards.first().getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const loaded = await page
    .locator('main img')
    .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0));
  expect(loaded).toBe(true);
});
