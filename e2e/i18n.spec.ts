import { expect, test, type Page } from './fixtures';
import { axeViolations, BOTH_VIEWPORTS, chooseLanguage, openRoute, ROUTES } from './helpers';

const H1 = {
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
async function switchLanguage(page: Page, name: 'English' | 'Français', phone: boolean) {
  await chooseLanguage(page, name, phone);
  if (phone) await page.keyboard.press('Escape');
}

for (const route of ROUTES) {
  test(
    `${route}: French and back, lang follows, axe clean in both`,
    BOTH_VIEWPORTS,
    async ({ page }, testInfo) => {
      const phone = testInfo.project.name === 'phone';
      await openRoute(page, route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await switchLanguage(page, 'Français', phone);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1.fr[route]);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page).toHaveURL(new RegExp(`#${route.replace('/', '\\/')}$`));
      expect(await axeViolations(page)).toEqual([]);
      await switchLanguage(page, 'English', phone);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1.en[route]);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    },
  );
}

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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1.fr['/']);
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
