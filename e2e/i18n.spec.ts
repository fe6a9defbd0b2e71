import { expect, test } from './fixtures';
import { openRoute, ROUTE_HEADINGS, switchLanguage } from './helpers';

test('the choice survives a reload', async ({ page }, testInfo) => {
  await openRoute(page, '/videos');
  await switchLanguage(page, 'Français', testInfo.project.name === 'phone');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vidéos éducatives');
  await page.reload();
  await page.clock.runFor(2_100);
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vidéos éducatives');
  await expect(page).toHaveTitle('Vidéos éducatives · Lyceo');
  await expect(page.getByText('12,4 k vues')).toBeVisible();
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('starts in French, with French dates and prices', async ({ page }) => {
    await openRoute(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTE_HEADINGS.fr['/']);
    await expect(page.locator('time[datetime="2024-02-26"]')).toHaveText('26 février 2024');
    await expect(page.locator('#pricing')).toContainText(/1\s500\sFCFA/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /cours, corrigés/,
    );
  });

  test('the privacy notice keeps its date, written the French way', async ({ page }) => {
    await openRoute(page, '/privacy-policy');
    await expect(page.locator('time[datetime="2024-12-13"]')).toHaveText(
      'Dernière mise à jour le 13 décembre 2024',
    );
  });

  test('the unknown route keeps its title with a French explanation', async ({ page }) => {
    await openRoute(page, '/nulle-part');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Unexpected Application Error!',
    );
    await expect(page.getByText('La page demandée n’existe pas.', { exact: false })).toBeVisible();
  });
});

test('switching keeps the section and the console filters', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await openRoute(page, '/console');
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2024');
  await switchLanguage(page, 'Français', phone);
  await expect(page.getByRole('combobox', { name: 'Année' })).toHaveValue('2024');
  await expect(page.locator('tbody tr')).toHaveCount(2);

  await openRoute(page, '/#pricing');
  await switchLanguage(page, 'English', phone);
  await expect(page).toHaveURL(/#\/#pricing$/);
  await expect(page.locator('#pricing h2')).toBeInViewport();
});
