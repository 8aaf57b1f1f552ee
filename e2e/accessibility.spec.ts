import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the site commits to. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Every route of web/src/app/paths.ts. */
const routes = [
  '/',
  '/contact',
  '/domiko',
  '/prestation',
  '/store',
  '/login',
  '/user',
  '/installateur',
  '/privacy-policy',
  '/terms-use-alexa-skill',
  '/privacy-policy-alexa-skill',
  '/privacy-policy-google-home',
  '/google-login',
  '/netatmo-token',
];

for (const language of [
  { locale: 'en-GB', lang: 'en' },
  { locale: 'fr-FR', lang: 'fr' },
]) {
  test.describe(`accessibility (${language.lang})`, () => {
    test.use({ locale: language.locale });

    for (const route of routes) {
      test(`${route} has no WCAG 2.1 AA violation`, async ({ page }) => {
        await page.goto(`/#${route}`);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(tags).analyze();
        const summary = results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
        expect(summary).toEqual([]);
      });
    }
  });
}
